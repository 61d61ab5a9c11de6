/** Common words that make no hashtag (#Personne, #Bonjour, #Nous…), compared without accents or case. */
const COMMON = new Set(
  [
    'personne',
    'personnes',
    'bonjour',
    'bonsoir',
    'merci',
    'nous',
    'vous',
    'tu',
    'toi',
    'moi',
    'on',
    'info',
    'infos',
    'news',
    'nouveau',
    'nouveaute',
    'nouveautes',
    'important',
    'rappel',
    'aujourdhui',
    'demain',
    'semaine',
    'mois',
    'jour',
    'annee',
    'chose',
    'choses',
    'tout',
    'tous',
    'toutes',
    'rien',
    'ici',
    'oui',
    'non',
    'super',
    'top',
    'cool',
    'love',
    'instagood',
    'photo',
    'photooftheday',
    'follow',
    'like',
    'post',
    'publication',
    'equipe',
    'client',
    'clients',
    'avis',
    'conseil',
    'conseils',
    'astuce',
    'question',
    'entreprise',
    'service',
    'services',
    'produit',
    'produits',
    'qualite',
    'partage',
    'local',
    'proximite',
    'notre',
    'nos',
    'votre',
    'vos',
    'le',
    'la',
    'les',
    'de',
    'des',
    'du',
    'et',
    'un',
    'une',
    'avec',
    'pour',
    'chez',
    'fermeture',
    'ouverture',
  ].map((word) => word),
);
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

/**
 * Hashtags nobody searches for: a common word, a person's name, or a sentence turned into a tag
 * (more than four words, "#FermetureExceptionnelleLe25").
 */
export function junkHashtags(hashtags: readonly string[], personNames: readonly string[]): string[] {
  const people = new Set(
    personNames
      .flatMap((name) => name.split(/[\s-]+/))
      .map(fold)
      .filter(Boolean),
  );
  return hashtags.filter((tag) => {
    const body = tag.replace(/^#/, '');
    const words = body.match(/\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu) ?? [body];
    return (
      COMMON.has(fold(body)) ||
      people.has(fold(body)) ||
      // "#MarieDupont": every word a person's name.
      (words.length > 1 && words.every((word) => people.has(fold(word)))) ||
      words.length > 4 ||
      (/\d{2,}$/u.test(body) && words.length > 2)
    );
  });
}
