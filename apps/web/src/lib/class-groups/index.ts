// Written by apps/web/scripts/class-groups.ts (npm run write:class-groups -w @plume/web): do not edit.
// tailwind-merge's default class groups that the app's classes belong to, in the default order.
import { validators as v, type Config } from 'tailwind-merge';
import { layoutGroups } from './layout';
import { sizingAndTypographyGroups } from './sizing-and-typography';
import { appearanceGroups } from './appearance';

export const classGroups: Config<string, string> = {
  cacheSize: 500,
  theme: {
    animate: ['spin', 'ping', 'pulse', 'bounce'],
    aspect: ['video'],
    blur: [v.isTshirtSize],
    breakpoint: [v.isTshirtSize],
    color: [v.isAny],
    container: [v.isTshirtSize],
    'drop-shadow': [v.isTshirtSize],
    font: [v.isAnyNonArbitrary],
    'font-weight': [
      'thin',
      'extralight',
      'light',
      'normal',
      'medium',
      'semibold',
      'bold',
      'extrabold',
      'black',
    ],
    leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose'],
    radius: [v.isTshirtSize],
    shadow: [v.isTshirtSize],
    spacing: ['px', v.isNumber],
    text: [v.isTshirtSize],
    tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest'],
  },
  classGroups: { ...layoutGroups, ...sizingAndTypographyGroups, ...appearanceGroups },
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: ['inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-y': ['top', 'bottom'],
    flex: ['basis', 'shrink'],
    gap: ['gap-x', 'gap-y'],
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    mx: ['mr', 'ml'],
    size: ['w', 'h'],
    'font-size': ['leading'],
    'line-clamp': ['display', 'overflow'],
    rounded: ['rounded-t', 'rounded-r'],
    'border-w': ['border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  },
  conflictingClassGroupModifiers: {
    'font-size': ['leading'],
  },
  postfixLookupClassGroups: [],
  orderSensitiveModifiers: [
    '*',
    '**',
    'after',
    'backdrop',
    'before',
    'details-content',
    'file',
    'first-letter',
    'first-line',
    'marker',
    'placeholder',
    'selection',
  ],
};
