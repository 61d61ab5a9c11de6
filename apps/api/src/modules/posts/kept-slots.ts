/**
 * The slots whose post passed the quality gate. A photo planned for a slot whose post could not be written is
 * not lost: it goes, in order, to the next kept slot of the same network that has none, so the month's pictures
 * still illustrate posts instead of leaving them « Image requise ».
 */
export function keepWrittenSlots<Slot extends { platform: string; mediaIds: string[] }, Post>(
  slots: readonly Slot[],
  written: ReadonlyArray<Post | null | undefined>,
): Array<{ slot: Slot; post: Post }> {
  const orphans = new Map<string, string[][]>();
  slots.forEach((slot, index) => {
    if (written[index] || slot.mediaIds.length === 0) return;
    orphans.set(slot.platform, [...(orphans.get(slot.platform) ?? []), slot.mediaIds]);
  });
  return slots.flatMap((slot, index) => {
    const post = written[index];
    if (!post) return [];
    if (slot.mediaIds.length > 0) return [{ slot, post }];
    const mediaIds = orphans.get(slot.platform)?.shift();
    return [{ slot: mediaIds ? { ...slot, mediaIds } : slot, post }];
  });
}
