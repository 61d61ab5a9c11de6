const TONE_HINTS: [string, RegExp][] = [
  ['luxe', /(luxe|prestige|exception|raffin|haut de gamme|exclusi)/gi],
  ['traditionnel', /(tradition|artisan|savoir-faire|authentique|ancestral|terroir|fait maison)/gi],
  ['technique', /(technique|performance|norme|installation|diagnostic|maintenance|expertise)/gi],
  ['amical', /(convivial|chaleureu|ami|partage|bonne humeur|ensemble)/gi],
  ['proximite', /(quartier|proximité|local|voisin|près de chez vous)/gi],
  ['moderne', /(moderne|innov|digital|numérique|nouvelle génération|tendance)/gi],
  ['creatif', /(créati|sur mesure|unique|original|design)/gi],
];

/** The tone of the option list the site's wording shows at least three times; empty when nothing stands
 * out (a suggestion, never asserted without evidence). */
export function detectBrandTone(text: string): string {
  let best = '';
  let bestCount = 2;
  for (const [tone, pattern] of TONE_HINTS) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > bestCount) {
      best = tone;
      bestCount = count;
    }
  }
  return best;
}

const AUDIENCES: [string, RegExp][] = [
  ['particuliers', /(particuliers|clients? particuliers|pour vous|votre maison|votre famille)/i],
  ['familles', /(famille|enfants|parents)/i],
  ['professionnels et entreprises', /(professionnels|entreprises|b2b|sociétés|commerçants)/i],
  ['habitants du quartier et de la ville', /\b(quartier|habitants|près de chez vous)\b/i],
  ['touristes et visiteurs', /(touristes|visiteurs|vacances|séjour)/i],
  ['seniors', /(seniors|retraités|personnes âgées)/i],
];

/** The audiences the site names; empty when it names none. */
export function detectAudience(text: string): string {
  const found = AUDIENCES.filter(([, pattern]) => pattern.test(text)).map(([label]) => label);
  return found.join(', ');
}
