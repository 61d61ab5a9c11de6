import {
  addDays,
  beaujolaisNouveau,
  day,
  easterSunday,
  fathersDay,
  mothersDay,
  summerSalesStart,
  winterSalesStart,
} from './french-calendar';

export interface SeasonalHook {
  key: string;
  /** Short label used in titles ("Chandeleur"). */
  label: string;
  /** Sentences that tie the post to the moment; {name} is the business name. */
  lines: string[];
  hashtag: string;
}

interface DatedHook extends SeasonalHook {
  from: Date;
  to: Date;
}

const hook = (key: string, label: string, from: Date, to: Date, hashtag: string, lines: string[]) => ({
  key,
  label,
  from,
  to,
  hashtag,
  lines,
});

function hooksOf(year: number): DatedHook[] {
  const easter = easterSunday(year);
  const mothers = mothersDay(year);
  const fathers = fathersDay(year);
  const winterSales = winterSalesStart(year);
  const summerSales = summerSalesStart(year);
  const beaujolais = beaujolaisNouveau(year);
  return [
    hook('nouvel-an', 'Nouvelle année', day(year, 1, 1), day(year, 1, 7), '#BonneAnnée', [
      'Toute l’équipe de {name} vous souhaite une belle et heureuse année !',
      'Nouvelle année, nouvelles envies : {name} démarre l’année avec vous.',
    ]),
    hook('epiphanie', 'Épiphanie', day(year, 1, 2), day(year, 1, 20), '#GaletteDesRois', [
      'C’est la saison de la galette des rois : qui aura la fève cette année ?',
      'Épiphanie oblige, on tire les rois ! Couronne ou pas, le moment se partage.',
    ]),
    hook('soldes-hiver', 'Soldes d’hiver', winterSales, addDays(winterSales, 27), '#Soldes', [
      'Les soldes d’hiver sont lancés : le bon moment pour se faire plaisir.',
      'Pendant les soldes d’hiver, {name} reste fidèle au poste.',
    ]),
    hook('chandeleur', 'Chandeleur', day(year, 1, 28), day(year, 2, 2), '#Chandeleur', [
      'Le 2 février, c’est la Chandeleur : crêpes à volonté !',
      'Chandeleur en approche : sortez les poêles, on s’occupe du reste.',
    ]),
    hook('saint-valentin', 'Saint-Valentin', day(year, 2, 7), day(year, 2, 14), '#SaintValentin', [
      'Le 14 février approche : et si vous faisiez plaisir à la personne qui compte ?',
      'Saint-Valentin : une attention sincère vaut toutes les déclarations.',
    ]),
    hook('mardi-gras', 'Mardi gras', addDays(easter, -50), addDays(easter, -47), '#MardiGras', [
      'Mardi gras arrive : beignets, déguisements et bonne humeur sont de sortie.',
    ]),
    hook('printemps', 'Printemps', day(year, 3, 20), day(year, 3, 27), '#Printemps', [
      'Le printemps est là : place à la lumière et aux nouvelles envies.',
      'Premiers rayons du printemps : on ouvre les fenêtres et on se lance.',
    ]),
    hook('paques', 'Pâques', addDays(easter, -7), addDays(easter, 1), '#Pâques', [
      'Pâques approche : chasse aux œufs, repas en famille et gourmandises au programme.',
      'Joyeuses Pâques de la part de toute l’équipe de {name} !',
    ]),
    hook('premier-mai', '1er mai', day(year, 4, 28), day(year, 5, 1), '#1erMai', [
      'Le 1er mai, on offre du muguet et on prend le temps de souffler.',
    ]),
    hook('fete-des-meres', 'Fête des mères', addDays(mothers, -7), mothers, '#FêteDesMères', [
      'La fête des mères, c’est le dimanche {mothers} : pensez à elle !',
      'Pour la fête des mères, une attention qui lui ressemble fera toute la différence.',
    ]),
    hook('fete-des-peres', 'Fête des pères', addDays(fathers, -7), fathers, '#FêteDesPères', [
      'La fête des pères, c’est le dimanche {fathers} : une idée pour lui ?',
      'Fête des pères : offrez-lui un moment qui compte vraiment.',
    ]),
    hook('fete-musique', 'Fête de la musique', day(year, 6, 15), day(year, 6, 21), '#FêteDeLaMusique', [
      'Le 21 juin, la fête de la musique envahit les rues : on monte le son !',
    ]),
    hook('soldes-ete', 'Soldes d’été', summerSales, addDays(summerSales, 27), '#SoldesDÉté', [
      'Les soldes d’été sont ouverts : c’est le moment d’en profiter.',
      'Soldes d’été : {name} vous réserve de belles surprises.',
    ]),
    hook('quatorze-juillet', '14 juillet', day(year, 7, 10), day(year, 7, 14), '#14Juillet', [
      'Le 14 juillet approche : bals, feux d’artifice et bonne humeur.',
    ]),
    hook('ete', 'Été', day(year, 7, 15), day(year, 8, 20), '#Été', [
      'L’été bat son plein : on profite des beaux jours.',
      'Vacances ou pas, l’été se vit aussi près de chez vous.',
    ]),
    hook('rentree', 'Rentrée', day(year, 8, 25), day(year, 9, 12), '#Rentrée', [
      'C’est la rentrée : nouveau rythme, nouvelles bonnes résolutions.',
      'Rentrée en douceur avec {name} : on reprend les bonnes habitudes.',
    ]),
    hook('automne', 'Automne', day(year, 9, 22), day(year, 9, 30), '#Automne', [
      'L’automne s’installe : place aux couleurs chaudes et aux moments cocooning.',
    ]),
    hook('halloween', 'Halloween', day(year, 10, 24), day(year, 10, 31), '#Halloween', [
      'Halloween approche : frissons garantis… et quelques douceurs !',
      'Citrouilles et sorcières sont de sortie : Halloween, c’est le 31 !',
    ]),
    hook('toussaint', 'Toussaint', day(year, 11, 1), day(year, 11, 2), '#Toussaint', [
      'En ce week-end de la Toussaint, on prend le temps de se retrouver.',
    ]),
    hook('beaujolais', 'Beaujolais nouveau', addDays(beaujolais, -2), beaujolais, '#BeaujolaisNouveau', [
      'Le Beaujolais nouveau est arrivé : l’automne a du goût.',
    ]),
    hook('noel', 'Noël', day(year, 12, 1), day(year, 12, 25), '#Noël', [
      'Noël approche : l’heure des listes, des cadeaux et des tables de fête.',
      'En décembre, la magie de Noël s’invite chez {name}.',
      'Un cadeau de Noël qui fait vraiment plaisir ? On a quelques idées.',
    ]),
    hook('reveillon', 'Fin d’année', day(year, 12, 26), day(year, 12, 31), '#Réveillon', [
      'Dernière ligne droite avant le réveillon : on termine l’année en beauté.',
      'Merci pour cette année à vos côtés ! Rendez-vous en janvier.',
    ]),
  ];
}

const cache = new Map<number, DatedHook[]>();
const longDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The most specific seasonal moment around a local date (YYYY-MM-DD), or null on an ordinary day. */
export function seasonalHookFor(date: string): SeasonalHook | null {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  const hooks = cache.get(year) ?? hooksOf(year);
  cache.set(year, hooks);
  const when = day(year, month, dayOfMonth).getTime();
  const matches = hooks.filter((h) => h.from.getTime() <= when && when <= h.to.getTime());
  const best = matches.sort(
    (a, b) => a.to.getTime() - a.from.getTime() - (b.to.getTime() - b.from.getTime()),
  )[0];
  if (!best) return null;
  const dates = { mothers: longDay.format(mothersDay(year)), fathers: longDay.format(fathersDay(year)) };
  return {
    key: best.key,
    label: best.label,
    hashtag: best.hashtag,
    lines: best.lines.map((line) =>
      line.replace(/\{(mothers|fathers)\}/g, (_, k: 'mothers' | 'fathers') => dates[k]),
    ),
  };
}
