import type { PageRole } from './site-facts';
import type { PageModel } from './page-model';
import { fold } from './text-patterns';

// Folded (no accents, lower case) words of the URL, title and main headings, tried in this order.
const ROLE_PATTERNS: Array<[PageRole, RegExp]> = [
  [
    'legal',
    /\b(mentions? legales?|legal|cgv|cgu|conditions generales|confidentialite|privacy|policies|terms|cookies?|rgpd|panier|cart|checkout|(?<!sur )commande|connexion|login|mon compte|plan du site)\b/,
  ],
  ['team', /\b(equipe|team|l equipe|notre equipe|nos equipes|qui fait quoi)\b/],
  [
    'about',
    /\b(historique|histoire|notre histoire|qui sommes nous|a propos|about|apropos|la maison|notre maison|nos valeurs|valeurs|philosophie|l atelier|le domaine|presentation|notre ferme|la ferme)\b/,
  ],
  [
    'contact',
    /\b(contact|contactez|nous contacter|acces|plan d acces|venir|nous trouver|infos pratiques|informations pratiques|horaires|coordonnees|ou nous trouver)\b/,
  ],
  [
    'products',
    /\b(produits?|nos pains|pains|menu|menus|carte|la carte|tarifs?|prix|boutique|catalogue|gamme|nos vins|vins|creations|patisseries|viennoiseries|bouquets|fleurs|collections?|formules?|plats?|sur commande|hebergements?|nos chambres|chambres|gites?|sejours?|occasions?)\b/,
  ],
  [
    'services',
    /\b(services?|prestations?|soins|interventions?|depannage|entretien|reparations?|savoir faire|nos metiers|ateliers?|cours|coiffure|coupes?|activites)\b/,
  ],
  ['blog', /\b(blog|actualites?|actus?|news|articles?|journal|agenda|evenements?)\b/],
];

/** "/le-restaurant/", "/l-institut", "La librairie": a page named after the place itself presents the business. */
const THE_PLACE =
  /^(le|la|l|notre) (restaurant|institut|librairie|garage|salon|cave|atelier|magasin|fromagerie|boulangerie|patisserie|maison|ferme|domaine|cabinet|entreprise|societe|bistrot|fournil|auto ecole|ecole|studio|hotel|epicerie|boucherie|pressing|cordonnerie|pizzeria|chocolaterie|creperie|brasserie)( html?| php)?$/;

/** The role of a page from its address, its title and its first headings, in French. */
export function pageRole(page: PageModel, isHome: boolean): PageRole {
  const path = fold(decodeURIComponent(new URL(page.url).pathname).replace(/[-_/.]+/g, ' '));
  if (isHome || path === '' || /^(index|accueil|home)( html?| php)?$/.test(path)) return 'home';
  const headings = page.blocks
    .filter((block) => block.kind === 'heading' && block.level <= 2 && block.zone === 'main')
    .slice(0, 2)
    .map((block) => block.text);
  const title = page.title.split(/\s[|–—-]\s/)[0] ?? page.title;
  if (THE_PLACE.test(path) || THE_PLACE.test(fold(title))) return 'about';
  for (const source of [path, fold(title), fold(headings.join(' '))]) {
    for (const [role, pattern] of ROLE_PATTERNS) if (pattern.test(source)) return role;
  }
  return 'other';
}
