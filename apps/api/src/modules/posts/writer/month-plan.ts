import { ANGLES, type Angle } from './angles';
import { ENGAGEMENT_ANGLES } from './angles-engagement';
import { PROFILE_ANGLES } from './angles-profile';
import type { Material } from './material';

export type PlanEntry =
  | { kind: 'note'; note: Material['notes'][number]; reminder: boolean; n: number }
  | { kind: 'angle'; angle: Angle; n: number; item: number };

/** Every third post carries a note while notes remain (high priority first, and they come back once as a
 * reminder when the month is long enough); the others rotate through the angles the facts allow, so that
 * consecutive posts never share an angle and a repeated angle uses another shape and another fact. */
export function planMonth(m: Material, count: number, seed: number): PlanEntry[] {
  const noteQueue: PlanEntry[] = m.notes.map((note, n) => ({ kind: 'note', note, reminder: false, n }));
  if (count >= m.notes.length * 4) {
    noteQueue.push(
      ...m.notes
        .filter((note) => note.high)
        .map((note, n) => ({ kind: 'note' as const, note, reminder: true, n })),
    );
  }
  const angles = [...ANGLES, ...PROFILE_ANGLES, ...ENGAGEMENT_ANGLES].filter((angle) => angle.available(m));
  const uses = new Map<string, number>();
  const plan: PlanEntry[] = [];
  let next = seed % angles.length;
  for (let index = 0; index < count; index += 1) {
    const note = index % 3 === 0 ? noteQueue.shift() : undefined;
    if (note) {
      plan.push(note);
      continue;
    }
    const angle = angles[next % angles.length]!;
    next += 1;
    const n = uses.get(angle.key) ?? 0;
    uses.set(angle.key, n + 1);
    plan.push({ kind: 'angle', angle, n, item: n + (seed % 7) });
  }
  return plan;
}
