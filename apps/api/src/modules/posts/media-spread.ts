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
  const postsOf = (platform: PostPlatform) => byNetwork.get(platform)!;
  const place = platforms.map((platform, index) => postsOf(platform).indexOf(index));
  const unitIds = Array.from({ length: unitCount }, (_, unit) => unit);
  const usable = new Map(
    [...byNetwork.keys()].map((platform) => [
      platform,
      unitIds.filter((unit) => fits(unit, platform)).length,
    ]),
  );
  const quota = new Map(
    [...usable].map(([platform, count]) => [
      platform,
      count ? Math.ceil(postsOf(platform).length / count) : 0,
    ]),
  );
  /** Uses of each unit per network, kept with every placement. */
  const counts = new Map([...byNetwork.keys()].map((platform) => [platform, unitIds.map(() => 0)]));
  const uses = (platform: PostPlatform, unit: number) => counts.get(platform)![unit]!;
  function set(post: number, unit: number | undefined) {
    const count = counts.get(platforms[post]!)!;
    if (unitOf[post] !== undefined) count[unitOf[post]!]! -= 1;
    if (unit !== undefined) count[unit]! += 1;
    unitOf[post] = unit;
  }
  const neighbours = (post: number) => {
    const list = postsOf(platforms[post]!);
    return [list[place[post]! - 1], list[place[post]! + 1]].filter((index) => index !== undefined);
  };

  const allowed = (post: number, unit: number) =>
    fits(unit, platforms[post]!) &&
    uses(platforms[post]!, unit) < quota.get(platforms[post]!)! &&
    !neighbours(post).some((index) => unitOf[index] === unit);

  /** How many posts next to this one would be left without any unit if it took `unit`. */
  function strands(post: number, unit: number): number {
    const free = neighbours(post).filter((index) => unitOf[index] === undefined);
    set(post, unit);
    const stranded = free.filter((index) => !unitIds.some((other) => allowed(index, other))).length;
    set(post, undefined);
    return stranded;
  }

  /** The unit to give a free post among `units`: strands no neighbour, is the one `preferred` names (or -1),
   * then the least used on the network, least recently used. Undefined when none is allowed. */
  function choose(post: number, units: readonly number[], preferred = -1): number | undefined {
    const platform = platforms[post]!;
    const before = postsOf(platform).slice(0, place[post]);
    return units
      .filter((unit) => allowed(post, unit))
      .map((unit) => ({
        unit,
        strands: strands(post, unit),
        paired: Number(preferred === unit),
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
      )[0]?.unit;
  }

  /** Fills a network's free posts in order; `preferred` names the unit a post would rather share (or -1). */
  function fill(platform: PostPlatform, preferred: (post: number) => number) {
    for (const post of postsOf(platform))
      if (unitOf[post] === undefined) set(post, choose(post, unitIds, preferred(post)));
  }

  /** The posts a network's fill would leave bare from the present placement (the placement is unchanged). */
  function bareAfterFill(platform: PostPlatform): number {
    const saved = postsOf(platform).map((post) => unitOf[post]);
    fill(platform, () => -1);
    const bare = postsOf(platform).filter((post) => unitOf[post] === undefined).length;
    postsOf(platform).forEach((post, index) => set(post, saved[index]));
    return bare;
  }

  /**
   * Gives a post one of the units its subject matched best (as `choose` ranks them), unless that leaves a
   * neighbouring post without any unit; with one or two units for the network, also unless the network's fill
   * would then leave more posts bare (two units can only alternate: a match on the wrong beat costs a post its
   * photo).
   */
  function placeMatch(post: number, units: readonly number[], preferred = -1): void {
    if (unitOf[post] !== undefined) return;
    const unit = choose(post, units, preferred);
    if (unit === undefined || strands(post, unit) > 0) return;
    const platform = platforms[post]!;
    if (usable.get(platform)! > 2) return set(post, unit);
    const without = bareAfterFill(platform);
    set(post, unit);
    if (bareAfterFill(platform) > without) set(post, undefined);
  }

  return {
    unitOf: unitOf as ReadonlyArray<number | undefined>,
    networks: () => [...byNetwork.keys()],
    placeMatch,
    fill,
  };
}
