import type { PostPlatform } from '@plume/contracts/posts';

/**
 * The month's posts and the library's units (a photo, a video or a carousel) placed on them, network by network:
 * a unit is used on a network at most as often as the library's size requires (ceil(posts of that network /
 * units it can take)) and never on two consecutive posts of that network. Posts are indices into the month's
 * slots, given in chronological order.
 */
export function createMediaBoard(
  platforms: readonly PostPlatform[],
  /** Whether a unit can be published on a network (media-fit's rules). */
  fits: (unit: number, platform: PostPlatform) => boolean,
  unitCount: number,
) {
  const unitOf: Array<number | undefined> = platforms.map(() => undefined);
  const byNetwork = new Map<PostPlatform, number[]>();
  platforms.forEach((platform, index) =>
    byNetwork.set(platform, [...(byNetwork.get(platform) ?? []), index]),
  );
  const place = platforms.map((platform, index) => byNetwork.get(platform)!.indexOf(index));
  const unitIds = Array.from({ length: unitCount }, (_, unit) => unit);
  const usable = new Map(
    [...byNetwork.keys()].map((platform) => [
      platform,
      unitIds.filter((unit) => fits(unit, platform)).length,
    ]),
  );
  const quota = (platform: PostPlatform) =>
    usable.get(platform) ? Math.ceil(byNetwork.get(platform)!.length / usable.get(platform)!) : 0;
  const postsOf = (platform: PostPlatform) => byNetwork.get(platform)!;
  const neighbours = (post: number) => {
    const list = postsOf(platforms[post]!);
    return [list[place[post]! - 1], list[place[post]! + 1]].filter((index) => index !== undefined);
  };
  const uses = (platform: PostPlatform, unit: number) =>
    postsOf(platform).filter((index) => unitOf[index] === unit).length;

  const allowed = (post: number, unit: number) =>
    fits(unit, platforms[post]!) &&
    uses(platforms[post]!, unit) < quota(platforms[post]!) &&
    !neighbours(post).some((index) => unitOf[index] === unit);

  /** How many posts next to this one would be left without any unit if it took `unit`. */
  function strands(post: number, unit: number): number {
    const free = neighbours(post).filter((index) => unitOf[index] === undefined);
    unitOf[post] = unit;
    const stranded = free.filter((index) => !unitIds.some((other) => allowed(index, other))).length;
    unitOf[post] = undefined;
    return stranded;
  }

  /** Fills a network's free posts in order; `preferred` names the unit a post would rather share (or -1). */
  function fill(platform: PostPlatform, preferred: (post: number) => number) {
    for (const post of postsOf(platform)) {
      if (unitOf[post] !== undefined) continue;
      const before = postsOf(platform).slice(0, place[post]);
      const best = unitIds
        .filter((unit) => allowed(post, unit))
        .map((unit) => ({
          unit,
          strands: strands(post, unit),
          paired: Number(preferred(post) === unit),
          uses: uses(platform, unit),
          last: before.findLastIndex((index) => unitOf[index] === unit),
        }))
        .sort(
          (a, b) =>
            a.strands - b.strands ||
            b.paired - a.paired ||
            a.uses - b.uses ||
            a.last - b.last ||
            a.unit - b.unit,
        )[0];
      if (best) unitOf[post] = best.unit;
    }
  }

  /** The posts a network's fill would leave bare from the present placement (the placement is unchanged). */
  function bareAfterFill(platform: PostPlatform): number {
    const saved = [...unitOf];
    fill(platform, () => -1);
    const bare = postsOf(platform).filter((index) => unitOf[index] === undefined).length;
    saved.forEach((unit, index) => (unitOf[index] = unit));
    return bare;
  }

  /**
   * Places a unit on a post its subject matched, unless that leaves a neighbouring post without any unit; with
   * one or two units for the network, also unless the network's fill would then leave more posts bare (two
   * units can only alternate: a match on the wrong beat costs a post its photo).
   */
  function placeMatch(post: number, unit: number): void {
    if (unitOf[post] !== undefined || !allowed(post, unit) || strands(post, unit) > 0) return;
    const platform = platforms[post]!;
    if (usable.get(platform)! > 2) {
      unitOf[post] = unit;
      return;
    }
    const without = bareAfterFill(platform);
    unitOf[post] = unit;
    if (bareAfterFill(platform) > without) unitOf[post] = undefined;
  }

  return { unitOf, networks: () => [...byNetwork.keys()], placeMatch, fill };
}
