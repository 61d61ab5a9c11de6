/** A copy of the list with the item at `index` moved by `delta` places (bounded to the list). */
export function moveItem<T>(items: T[], index: number, delta: number): T[] {
  const target = Math.min(Math.max(index + delta, 0), items.length - 1);
  const copy = [...items];
  const [item] = copy.splice(index, 1);
  if (item !== undefined) copy.splice(target, 0, item);
  return copy;
}
