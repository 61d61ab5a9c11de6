import type { BrandTone } from './tones';

/**
 * The phrasings of the common French rewrite requests, matched on a folded text (lower case, no accents), with
 * the usual typos ("racourcis", "emoticone", "hastag", "vouvois"…).
 */

/** Lower case without accents; one character per character, so indices stay those of the original. */
export const fold = (text: string) =>
  [...text]
    .map((char) =>
      char === '’' || char === '‘' ? "'" : char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() || char,
    )
    .join('');

export const REMOVAL_WORDS =
  /\b(sans|enleve[rz]?|retire[rz]?|supprime[rz]?|efface[rz]?|vire[rz]?|ote[rz]?|pas d['’ e]|aucun|moins d['’ e]|trop d['’ e]|plus d['’ e]+(?:emoji|hashtag))/u;

export const SHORTER =
  /plus cour?t|rac+our?ci|moins long|concis|resum|plus bref|synthe|allege|trop long|redui[st]|condense|coupe|abrege|en moins de mots/u;
export const LONGER =
  /plus long|ral+onge|allonge|develop+e|plus de details|detail+e|etof+e|enrichi|trop court|plus complet|en dire plus/u;
export const EMOJIS = /\b[ei]?moji|\bemoticone|smiley|smilie|frimousse/u;
export const HASHTAGS = /hash?tag|hastag|#|mots?[- ]di[eè]ses?/u;

/** "vous plutôt que tu" asks for vous: checked before the tutoiement words. */
export const TO_VOUS = /vouvoi|vouvoy|vousvoi|au vous\b|le vous\b|vous plutot que|vous au lieu du? tu/u;
export const TO_TU = /tutoi|tutoy|au tu\b|le tu\b|tu plutot que|tu au lieu du? vous/u;

export const CASUAL =
  /moins formel|moins soutenu|decontract|familier|detendu|\bcool\b|moins serieux|plus leger|plus fun|moins guinde|moins coince|plus relax|plus naturel/u;
export const FORMAL =
  /plus formel|formel|soutenu|plus serieux|plus pro\b|professionnel|corporate|plus institutionnel/u;
export const ENTHUSIASTIC =
  /dynamique|enthousias|punchy|energi|percutant|accrocheur|pep'?s|plus vivant|plus de vie|donne envie|plus joyeux|plus gai|plus de peche|plus fou|plus d'entrain/u;
export const CALMER =
  /plus calme|plus pose|moins agressif|moins commercial|moins vendeur|moins d'exclamation|sans points? d'exclamation|moins de points? d'exclamation|plus doux|plus sobre|moins excite|moins enthousiaste|moins de majuscules|apaise|moins crie|moins criard|moins insistant/u;
export const QUESTION =
  /question|interroge|fais reagir|fais participer|demande (?:leur|aux|a la communaute)|sondage/u;
export const CALL_TO_ACTION =
  /appel a |appel pour|call to action|\bcta\b|incit|invite a |pousse a |fais (?:reserver|commander|venir|appeler)|plus vendeur|vendeur|commercial|convaincant|persuasif|donne envie de (?:reserver|commander|venir|acheter)/u;
export const PARAGRAPHS =
  /paragraphe|aere|aerer|sauts? de ligne|retours? a la ligne|a la ligne|decoupe|pave|plus lisible|espace le texte|bloc de texte/u;
export const QUOTES = /guillemet|apostrophe|typograph/u;
export const PROOFREAD =
  /faute|orthograph|coquille|grammaire|ponctuation|corrige (?:le texte|tout|les erreurs)/u;
export const TRANSLATE =
  /anglais|english|tradui|traduction|translate|espagnol|allemand|italien|breton|occitan|nl\b|neerlandais/u;
export const REWORD =
  /reformule|reecri|ameliore|retravaille|revois|peaufine|autrement|differemment|change (?:le texte|tout)|refais|rends-le mieux|plus original/u;
export const TITLE = /\btitre\b/u;

export const TONE_WORDS: [RegExp, BrandTone][] = [
  [/chaleureu|sympa|amical|convivial|accueillant|humain|proche|bienveillant|plus gentil/u, 'proximite'],
  [/chic|elegant|raffin|haut de gamme|luxe|prestige|classe/u, 'luxe'],
  [/drole|humour|marrant|rigolo|amusant|blague|second degre/u, 'humouristique'],
  [/poeti|creati|imag(?:e|ine)|inspir/u, 'creatif'],
  [/moderne|tendance|innovant|jeune|actuel/u, 'moderne'],
  [/authentique|traditionn|terroir|artisan/u, 'traditionnel'],
  [/technique|pedagog|expert/u, 'technique'],
  [/histoire|raconte|storytelling|emouvant|emotion/u, 'storytelling'],
  [/plus simple|plus clair|accessible|sans jargon|simplifie/u, 'simple'],
];

export type ContactKind = 'address' | 'phone' | 'website' | 'email';
export const CONTACT_WORDS: [RegExp, ContactKind[]][] = [
  [/coordonnees/u, ['address', 'phone']],
  [/adresse(?! (?:e-?)?mail)|ou nous trouver|plan d'acces/u, ['address']],
  [/telephone|\btel\b|numero|portable/u, ['phone']],
  [/e-?mail|adresse mail|courriel|\bmail\b/u, ['email']],
  [/\bsite\b|\blien\b|\burl\b|site web|site internet/u, ['website']],
];

export type ActionMeans = 'book' | 'order' | 'call' | 'visit' | 'website' | 'message';
export const MEANS_WORDS: [RegExp, ActionMeans][] = [
  [/reserv|rendez-vous|rdv|prendre (?:un )?rendez/u, 'book'],
  [/command|acheter|achat/u, 'order'],
  [/appel|telephon/u, 'call'],
  [/\bsite\b|en ligne/u, 'website'],
  [/message|ecrire|\bmp\b|\bdm\b|contact/u, 'message'],
  [/passer|venir|boutique|magasin|nous voir|visite/u, 'visit'],
];

const MONTHS = 'janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre';
const DAYS = 'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';
/** A date in a folded text: "samedi 12 mai", "1er decembre 2026", "12/05", "samedi". */
export const DATE = new RegExp(
  `(?:(?:${DAYS})\\s+)?(?:\\d{1,2}|1er|premier)\\s+(?:${MONTHS})(?:\\s+\\d{4})?|\\b\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?\\b|\\b(?:${DAYS})\\b`,
  'gu',
);
/** An amount in euros: "3,50 €", "4€", "12 euros", "3.50 euros". */
export const AMOUNT = /\d{1,4}(?:[,.]\d{1,2})?[ \u00a0\u202f]?(?:€|euros?\b|eur\b)/giu;
