import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { appClassTokens, srcDir, usedGroups } from '../../scripts/class-groups';
import { classGroups } from './class-groups';
import { cn } from './utils';

const REWRITE = 'npm run write:class-groups -w @plume/web';
const tokens = appClassTokens(srcDir);

// tailwind-merge keeps a class unless a later kept class conflicts with it (same variants, same group or a group
// it conflicts with): two configurations that agree on every pair of the app's classes, variants included, agree
// on every list of them.
describe('cn() merges the app’s classes as tailwind-merge’s default configuration does', () => {
  it('finds the app’s classes in its sources', () => {
    expect(tokens.length).toBeGreaterThan(400);
    expect(tokens).toEqual(expect.arrayContaining(['px-4', 'sm:px-6', 'size-10', 'text-muted-foreground']));
  });

  it('agrees on every ordered pair of them, with their variants', () => {
    const differences: string[] = [];
    for (const first of tokens)
      for (const second of tokens) {
        const pair = `${first} ${second}`;
        const expected = twMerge(pair);
        if (cn(pair) !== expected)
          differences.push(`« ${pair} » → « ${cn(pair)} » au lieu de « ${expected} »`);
      }
    expect(differences, `relancez ${REWRITE}`).toEqual([]);
  });

  it('keeps a caller’s class over the component’s, variants and conflicting groups included', () => {
    expect(cn('size-10 rounded-md', 'size-9')).toBe('rounded-md size-9');
    expect(cn('h-10 px-4 py-2', 'h-12 px-6')).toBe('py-2 h-12 px-6');
    expect(cn('p-6', 'px-0')).toBe('p-6 px-0');
    expect(cn('px-2 py-1', 'p-4')).toBe('p-4');
    expect(cn('text-sm text-muted-foreground', 'text-primary text-lg')).toBe('text-primary text-lg');
    expect(cn('sm:grid-cols-2 grid-cols-1', 'sm:grid-cols-3')).toBe('grid-cols-1 sm:grid-cols-3');
    expect(cn('border border-input', 'border-2 border-destructive')).toBe('border-2 border-destructive');
    expect(cn('text-sm leading-tight', 'text-lg')).toBe('text-lg');
    expect(cn('w-4 h-4', 'size-5')).toBe('size-5');
    expect(cn('hover:bg-accent bg-card', 'bg-transparent', false, undefined)).toBe(
      'hover:bg-accent bg-transparent',
    );
  });

  it('holds the groups of the sources as they are, no more', () => {
    expect(Object.keys(classGroups.classGroups), `relancez ${REWRITE}`).toEqual(usedGroups(tokens));
  });
});
