/**
 * How one line of a page is read for items: what makes a name, a price of the item's own, a describing line, a
 * promotion. Shared by the item extractor and the offers reader.
 */
import { findPrices, fold, type ParsedPrice } from './text-patterns';

/** Words that make a block an offer or a promotion, not a product. */
const PROMO_WORDS =
  /\b(promo|promotion|parrainage|gagnez|economisez|offre speciale|offre du moment|remise|reduction|soldes?|black friday|(?<!command(?:er|es|ez) )jusqu au|valable|au lieu de)\b/;
/** Whether a text announces an offer or a promotion ("-20 % sur les bûches", "offre spéciale"). */
export const isPromo = (text: string) =>
  PROMO_WORDS.test(fold(text)) ||
  /^offres?\b/.test(fold(text)) ||
  /[-−–]\s?\d{1,2}\s?%/.test(text) ||
  /(?:^|[\s(])[-−]\d{1,4}\s?€/.test(text) ||
  opensWithDiscount(text) ||
  DISCOUNT.test(text);
/** A line that opens with the discount itself ("-10 % pour les étudiants…", "-100 € sur le forfait B"). */
export const opensWithDiscount = (text: string) => /^[-−–]\s?\d{1,4}\s?(?:%|€)/.test(text.trim());
/** A sum taken off a next purchase: "10 € sur votre prochain soin", "5 € de réduction", "20 € offerts". */
const DISCOUNT =
  /\d\s?(?:€|euros?)\s(?:sur (?:votre|vos|le prochain|la prochaine)|de r[ée]duction|de remise|offerts?)(?!\p{L})/iu;
const GENERIC_HEADING =
  /^(accueil|contact|contactez nous|nous contacter|menu|navigation|suivez nous|newsletter|horaires|horaires d ouverture|plan d acces|acces|infos pratiques|mentions legales|temoignages|avis|avis clients|ils nous font confiance|nos avis|nos produits|nos services|nos prestations|nos tarifs|tarifs|la carte|notre carte|nos engagements|nos valeurs|notre histoire|qui sommes nous|a propos|l equipe|notre equipe|faq|questions frequentes|galerie|photos|actualites|blog|adresse|telephone|nous trouver|pourquoi nous choisir|a decouvrir|bienvenue.*|devis.*|prendre rendez vous|reserver|reservation|informations)$/;
const LEADERS = /^[\s.…_·:–—\-|/•*]+|[\s.…_·:–—\-|/•*,(]+$/g;
/** Words that only introduce a price ("Prix habituel 22,00 €" under a product card's name). */
export const PRICE_WORD =
  /^(prix|prix (?:habituel|normal|de vente|unitaire|public|ttc|solde|promo|barre)|tarif|tarifs|tarif (?:unique|normal|public)|a partir de|des|le|la|les|l)$/;
const UNIT_PHRASE = String.raw`(?:les|la|le|l['’])\s*\d+\s*(?:g|kg|cl|l|pi[eè]ces?)?|le kg|la pi[eè]ce|la part|l['’]unit[ée]|la douzaine|la bouteille|le pot|par personne`;
export const UNIT_BEFORE = new RegExp(String.raw`[,\s–—-]+(${UNIT_PHRASE})$`, 'i');
/** A line that holds only what a price is for and the price ("la part : 5,20 €", "les 6 : 7,20 €"). */
export const UNIT_ONLY = new RegExp(String.raw`^(${UNIT_PHRASE})$`, 'i');

/** What a list writes instead of a price: the item is sold, its price is not stated. */
export const NO_PRICE = /\b(?:sur devis|nous consulter|sur demande|selon arrivage|selon le marche)\b/;

export const cleanName = (text: string) => text.replace(LEADERS, '').replace(/\s+/g, ' ').trim();

/** Amounts that are not what the business sells: capital, subsidies, loans, and the fees around a sale
 * (tourist tax, shipping fees, deposit). */
export const NOT_AN_ITEM =
  /\b(jusqu a|capital|siret|rcs|sarl|sas|eurl|prime|aide|credit d impot|pret|taxe de sejour|frais de (?:port|livraison|dossier|reservation)|caution|acompte|arrhes)\b/;
/** Words a name never ends with ("CPF, permis à" is the start of a sentence, not an item). */
export const DANGLING =
  /\b(a|au|aux|de|du|des|pour|par|avec|en|sur|dans|et|ou|le|la|les|un|une|son|sa|ses|votre|vos|notre|nos)$/;
/** Words a name never starts with: a line opening with them describes ("Pour 6 à 12 personnes : 25 €"). */
export const DESCRIPTIVE_START =
  /^(a|au|aux|de|du|pour|par|avec|en|sur|dans|des|selon|sans|chez|entre|jusqu|compose|composez|vendu|vendue|servi|servie)\b/;

/**
 * The prices of a line that are an item's own: not one inside parentheses ("(caution 100 €)"), a rate inside a
 * sentence ("permis à 1 € par jour") or a minimum order.
 */
export function ownPrices(text: string): ParsedPrice[] {
  return findPrices(text).filter((price) => {
    const before = text.slice(0, price.index);
    const open = (before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length;
    // "à partir de 25 € de commande", "dès 50 € d'achat": a minimum order, not a price.
    const threshold = /^\s*(?:de\s+commande|d['’]achats?|minimum)/i.test(text.slice(price.end));
    return !open && !threshold && (price.fromPrice || !/(?:^|\s)à\s*$/i.test(before));
  });
}

/**
 * Whether a line holding one price describes rather than names: the price comes first ("6,90 € le kg – vendu à
 * la coupe"), or what precedes it is a sentence or a list ("Cubes de fromages, charcuterie… : 45 €", "Pour 6 à 12
 * personnes : 25 €"), or words follow it ("En poche, 8,90 € – le cadeau idéal…").
 */
export function describesPrice(text: string, price: ParsedPrice): boolean {
  const prefix = cleanName(text.slice(0, price.index));
  const after = cleanName(
    text
      .slice(price.end)
      .replace(/\([^)]*\)/g, ' ')
      .replace(/^\s*(?:par|le|la|les|l['’]|\/)\s*[\p{L}-]+\.?\s*$/u, ''),
  );
  const folded = fold(prefix);
  return (
    !prefix ||
    PRICE_WORD.test(folded) ||
    /[,.;!?]/.test(prefix) ||
    DESCRIPTIVE_START.test(folded) ||
    /\p{L}{2}/u.test(after)
  );
}

/** A line that names an item: short, not a sentence, not a heading of the site's furniture. */
export function looksLikeName(text: string): boolean {
  const words = text.split(/\s+/).length;
  if (!text || text.length > 90 || words > 12 || /[.!?]$/.test(text) || /^\d+$/.test(text)) return false;
  const folded = fold(text);
  return !GENERIC_HEADING.test(folded) && !PRICE_WORD.test(folded) && /\p{L}{2}/u.test(text);
}
