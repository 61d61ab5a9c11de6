/**
 * The gender and number of the nouns the writer inserts (a product, a service, a trade), so that articles,
 * contractions and agreements come out right: "la baguette tradition", "du pain de seigle", "aux croissants",
 * "l'atelier", "prête" / "prêts". The head noun is the first word of the name; it is looked up in a lexicon of
 * the trades' usual words, then guessed from its ending. A name whose gender stays unknown is written in
 * shapes that need no article (`known: false`).
 */
export interface Noun {
  /** The name as the business wrote it, first letter in lower case unless it is a proper noun. */
  text: string;
  gender: 'm' | 'f';
  plural: boolean;
  known: boolean;
  /** Starts with a vowel or a mute h: "l'", "d'", "de l'". */
  elides: boolean;
}

const FEMININE = new Set(
  `baguette galette tarte brioche bûche couronne viennoiserie ficelle boule miche fougasse quiche pizza crêpe
  gaufre madeleine financière tartelette religieuse chocolatine forêt-noire tourte terrine quenelle
  tenue calzone margherita regina reine napolitaine salade soupe entrecôte côte bavette andouillette saucisse formule carte assiette planche bouteille cuvée
  caisse box coupe couleur coloration permanente mèche frange barbe épilation manucure pédicure beauté
  cure séance consultation réparation révision vidange climatisation recharge carrosserie peinture
  installation intervention visite prestation livraison commande fête soirée dégustation rencontre
  lecture dédicace sélection composition gerbe plante rose pivoine orchidée tulipe fleur fraise tomate
  courgette carotte pomme poire salade confiture terrasse cuisine pâtisserie boulangerie boutique
  librairie cave épicerie ferme maison chambre table journée semaine soirée nuit matinée promenade toilette
  tonte taille robe chaussure semelle clé serrure montre bague paire teinture chemise veste
  formation leçon classe audience vente création broderie retouche bière eau limonade huile crème
  glace sauce poêlée raclette fondue tartiflette choucroute pâte farine mie croûte recette spécialité`.split(
    /\s+/,
  ),
);
const MASCULINE = new Set(
  `pain croissant kougelhopf kouglof gâteau flan macaron chou éclair cookie muffin sandwich panini menu plat
  dessert café thé vin champagne whisky rhum cidre jus coffret panier bouquet atelier cours stage soin
  modelage massage gommage maquillage brushing balayage lissage shampoing dégradé chignon service
  entretien contrôle diagnostic dépannage remplacement montage pneu pneumatique filtre devis chantier
  rendez-vous conseil livre roman album polar manga abonnement marché stand légume œuf fromage beurre miel
  poulet bœuf agneau porc jambon saucisson pâté steak burger tartare poisson brochet saumon fruit panier
  chocolat caramel praliné nougat sorbet repas brunch déjeuner dîner goûter apéritif buffet traiteur
  salon institut garage magasin restaurant bistrot bouchon atelier studio cabinet domaine vignoble verger
  jardin potager toilettage bain shampooing ressemelage talon cuir sac portefeuille collier harnais
  bilan bilans audit réveillon forfait tarif produit article modèle objet cadeau bon`.split(/\s+/),
);
/** Words whose h is mute ("l'huile", "d'hiver"); any other h blocks elision ("le homard" aside, rare). */
const MUTE_H = /^h(?:uile|iver|istoire|omme|ôtel|abit|erbe|ommage|onneur|oraire|ôte|eure)/iu;
const FEMININE_ENDINGS =
  /(?:tion|sion|ure|ette|ade|ée|ie|ine|elle|esse|ance|ence|ise|oire|ique|erie|aille)s?$/u;
const MASCULINE_ENDINGS = /(?:age|ment|eau|eur|oir|isme|at|et|in|on|ier|er|ard|ail|ot)s?$/u;

const fold = (word: string) => word.toLowerCase();
const singular = (word: string) => (/[sx]$/u.test(word) && word.length > 3 ? word.slice(0, -1) : word);

const ADJECTIVES =
  /^(?:petite?s?|grande?s?|bon|bonne|beau|belle|nouveau|nouvelle|vieux|vieille|jolie?|gros|grosse|demi)$/u;

export function nounOf(name: string): Noun {
  const clean = name.trim().replace(/\s+/g, ' ');
  const words = clean.split(/[\s,'’-]/u).map(fold);
  // "Petit-déjeuner", "grande salle": the noun after the adjective carries the gender.
  const head = (ADJECTIVES.test(words[0] ?? '') && words[1] ? words[1] : words[0]) ?? '';
  const lone = singular(head);
  const listed = FEMININE.has(head) || MASCULINE.has(head);
  // A head listed as it is ("cours", "repas") is invariable: the next word tells the number ("cours
  // collectif", "cours particuliers").
  const next = fold(clean.split(/\s+/u)[1] ?? '');
  const plural = listed
    ? /[sx]$/u.test(head) && /^\p{L}+[sx]$/u.test(next) && !/^(?:de|des|du|aux|sans|dans|sous)$/u.test(next)
    : head !== lone && (FEMININE.has(lone) || MASCULINE.has(lone) || /s$/u.test(head));
  let gender: 'm' | 'f' = 'm';
  let known = true;
  if (FEMININE.has(head) || FEMININE.has(lone)) gender = 'f';
  else if (MASCULINE.has(head) || MASCULINE.has(lone)) gender = 'm';
  else if (FEMININE_ENDINGS.test(head) || /(?:[^aeioum]a|ia)s?$/u.test(head)) gender = 'f';
  else if (!MASCULINE_ENDINGS.test(head)) known = false;
  const properNoun = /^\p{Lu}\p{Ll}*\s+\p{Lu}/u.test(clean) || /^\p{Lu}{2}/u.test(clean);
  const text = properNoun ? clean : clean.charAt(0).toLowerCase() + clean.slice(1);
  const first = words[0] ?? '';
  return { text, gender, plural, known, elides: /^[aeiouyéèêëàâîïôûœ]/iu.test(first) || MUTE_H.test(first) };
}

type Form = 'le' | 'de' | 'à' | 'un' | 'notre' | 'ce';
/** The noun with its article or determiner: le/la/l'/les, du/de la/de l'/des, au/à la/à l'/aux, un/une/des,
 * notre/nos, ce/cet/cette/ces. */
export function withArticle(noun: Noun, form: Form): string {
  const { text, gender, plural, elides } = noun;
  if (plural) {
    const word = { le: 'les', de: 'des', à: 'aux', un: 'des', notre: 'nos', ce: 'ces' }[form];
    return `${word} ${text}`;
  }
  if (elides && (form === 'le' || form === 'de' || form === 'à'))
    return `${{ le: 'l’', de: 'de l’', à: 'à l’' }[form]}${text}`;
  const masculine = { le: 'le', de: 'du', à: 'au', un: 'un', notre: 'notre', ce: elides ? 'cet' : 'ce' };
  const feminine = { le: 'la', de: 'de la', à: 'à la', un: 'une', notre: 'notre', ce: 'cette' };
  return `${(gender === 'f' ? feminine : masculine)[form]} ${text}`;
}

/** An adjective or past participle agreed with the noun: agree(noun, 'prêt') → prête, prêts, prêtes. */
export function agree(noun: Noun, adjective: string): string {
  const feminine = noun.gender === 'f' ? (adjective.endsWith('e') ? adjective : `${adjective}e`) : adjective;
  return noun.plural && !/[sx]$/u.test(feminine) ? `${feminine}s` : feminine;
}

/** The verb "être" for the noun: est / sont. */
export const isAre = (noun: Noun) => (noun.plural ? 'sont' : 'est');
/** The subject pronoun: il / elle / ils / elles. */
export const pronoun = (noun: Noun) => (noun.gender === 'f' ? 'elle' : 'il') + (noun.plural ? 's' : '');

/** "de" before a proper name: "du Bouchon des Halles", "d’Institut Éclat", "de Boulangerie Martin". */
export function ofName(name: string): string {
  const article = /^(le|la|les|l['’])\s*(.*)$/iu.exec(name);
  if (article) {
    const rest = article[2]!;
    return (
      { le: `du ${rest}`, la: `de ${name}`, les: `des ${rest}` }[article[1]!.toLowerCase()] ?? `de l’${rest}`
    );
  }
  return /^[aeiouyéèêëàâîïôûœh]/iu.test(name) ? `d’${name}` : `de ${name}`;
}
