// Words that say nothing about a business: articles, pronouns, auxiliaries, and web-page boilerplate.
const STOP_WORDS = new Set(
  `a à afin ai aie aient ainsi alors au aucun aucune aujourd auprès aussi autre autres aux avant avec avez avoir
  avons bien bon bonne c ça car ce ceci cela celle celles celui cependant ces cet cette ceux chaque chez ci
  comme comment d dans de depuis des donc dont du elle elles en encore entre est et étaient était été être eu
  eux fait faire fois font hors il ils j je jusqu l la là le les leur leurs lors lui m ma mais me même mêmes
  mes moi moins mon n ne ni nos notre nous on ont ou où par parce pas peu peut peuvent plus pour pourquoi
  qu quand que quel quelle quelles quels qui quoi s sa sans se selon ses si sien son sont sous sur ta te tes
  toi ton tous tout toute toutes très tu un une vos votre vous y voir découvrir cliquez ici accueil menu
  contact contactez page site web www http https com lire suite plus savoir copyright droits réservés
  mentions légales politique confidentialité cookies newsletter inscrire inscrivez suivez facebook instagram
  linkedin twitter tél tel email mail adresse lundi mardi mercredi jeudi vendredi samedi dimanche heures
  h00 janvier février mars avril mai juin juillet août septembre octobre novembre décembre euros eur ttc ht
  nous notre nos propose proposons offre offrons également chaque tout toute tous toutes avez votre vos
  the and for with your our you are this that from`
    .split(/\s+/)
    .filter(Boolean),
);

/** Lower-cased French words of at least 4 letters that are not stop words. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[a-zàâäçéèêëîïôöùûüÿœæ]+(?:-[a-zàâäçéèêëîïôöùûüÿœæ]+)*/g) ?? []).filter(
    (word) => word.length >= 4 && !STOP_WORDS.has(word),
  );
}

/** The most frequent meaningful words, most frequent first (ties: first seen first). */
export function topKeywords(texts: string[], limit: number): { word: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const text of texts) for (const word of tokenize(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([word, count]) => ({ word, count }));
}

/** '#PainAuLevain' style hashtag, accents removed so it works on every network. */
export function toHashtag(words: string): string {
  const plain = words
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
  return `#${plain
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join('')}`;
}
