import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { classGroups } from './class-groups';

/** tailwind-merge with only the class groups the app uses (class-groups.ts): a caller's class replaces the
 * component's class of the same kind, as with the default configuration, for about half its weight. */
const merge = createTailwindMerge(() => classGroups);

export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}

export function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}
