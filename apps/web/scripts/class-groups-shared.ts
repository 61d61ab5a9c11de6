// The constants of the written class groups: the arrays several groups share, and the runs of values several
// arrays share (class-groups-files.ts writes them in scales.ts).

/** A run of values that several arrays hold (tailwind-merge's source spreads them from its scale helpers: the
 * sizing values of `w`, `h`, `min-w`…), written once and spread where it stands. */
export interface Run {
  name: string;
  /** The values' texts, as the arrays' keys hold them. */
  keys: string[];
}

/** A constant's name from the key its values first appear under: `min-w` → `minWValues`, `minWScale`. */
function nameFrom(hint: string, suffix: string, taken: Set<string>): string {
  const base = `${hint.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}${suffix}`;
  let name = base;
  for (let index = 2; taken.has(name); index += 1) name = `${base}${index}`;
  taken.add(name);
  return name;
}

/** Runs shorter than this stay inline. */
const RUN_MIN_VALUES = 6;
/** The values a run saves: those it writes once instead of once per array holding it. */
const saved = (run: { keys: readonly string[]; lists: number }) => (run.lists - 1) * run.keys.length;

/**
 * The constants of the arrays written more than once (short ones stay inline), then the runs of values that
 * several of the arrays written hold: the one that saves the most values first (the sizing values of seven groups
 * before the same values with `none` in front in two), each occurrence taken out before the next is looked for.
 */
export function sharedConstants(
  seen: ReadonlyMap<string, { count: number; hint: string; keys: readonly string[] }>,
): { names: Map<string, string>; runs: Run[] } {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const [key, { count, hint }] of seen) {
    if (count >= 2 && key.length >= 40) names.set(key, nameFrom(hint, 'Values', taken));
  }
  // Each array's values as written once (a shared array is written once, as its constant); `null` marks values
  // already taken by a run.
  const lists = [...seen.values()].map(({ keys, hint }) => ({ hint, keys: keys as (string | null)[] }));
  const runs: Run[] = [];
  for (;;) {
    const found = new Map<string, { keys: string[]; hint: string; lists: number }>();
    for (const list of lists) {
      const inList = new Set<string>();
      for (let start = 0; start + RUN_MIN_VALUES <= list.keys.length; start += 1) {
        for (let end = start + RUN_MIN_VALUES; end <= list.keys.length; end += 1) {
          const keys = list.keys.slice(start, end);
          if (keys.includes(null)) break;
          const id = keys.join('\n');
          if (inList.has(id)) continue;
          inList.add(id);
          const entry = found.get(id) ?? { keys: keys as string[], hint: list.hint, lists: 0 };
          entry.lists += 1;
          found.set(id, entry);
        }
      }
    }
    const best = [...found.values()]
      .filter((entry) => entry.lists >= 2)
      .sort((a, b) => saved(b) - saved(a) || b.keys.length - a.keys.length)[0];
    if (!best) break;
    runs.push({ name: nameFrom(best.hint, 'Scale', taken), keys: best.keys });
    for (const list of lists) {
      for (let start = 0; start + best.keys.length <= list.keys.length; start += 1) {
        if (best.keys.every((key, at) => list.keys[start + at] === key))
          list.keys.fill(null, start, start + best.keys.length);
      }
    }
  }
  return { names, runs };
}
