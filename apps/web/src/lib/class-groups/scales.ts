// Written by apps/web/scripts/class-groups.ts (npm run write:class-groups -w @plume/web): do not edit.
// The arrays of values that several groups or theme scales share.
import { fromTheme, validators as v } from 'tailwind-merge';

export const overflowValues = ['auto', 'hidden', 'clip', 'visible', 'scroll'];
export const insetValues = [
  v.isFraction,
  'full',
  'auto',
  v.isArbitraryVariable,
  v.isArbitraryValue,
  fromTheme('spacing'),
];
export const zValues = [v.isInteger, 'auto', v.isArbitraryVariable, v.isArbitraryValue];
export const gridColsValues = [v.isInteger, 'none', 'subgrid', v.isArbitraryVariable, v.isArbitraryValue];
export const spanValues = ['full', v.isInteger, v.isArbitraryVariable, v.isArbitraryValue];
export const colValues = [
  'auto',
  { span: spanValues },
  v.isInteger,
  v.isArbitraryVariable,
  v.isArbitraryValue,
];
export const gapValues = [v.isArbitraryVariable, v.isArbitraryValue, fromTheme('spacing')];
export const justifyScale = [
  'start',
  'end',
  'center',
  'between',
  'around',
  'evenly',
  'stretch',
  'baseline',
  'center-safe',
  'end-safe',
];
export const justifyItemsScale = ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe'];
export const mxValues = ['auto', v.isArbitraryVariable, v.isArbitraryValue, fromTheme('spacing')];
export const sizeScale = [
  v.isFraction,
  'auto',
  'full',
  'dvw',
  'dvh',
  'lvw',
  'lvh',
  'svw',
  'svh',
  'min',
  'max',
  'fit',
  v.isArbitraryVariable,
  v.isArbitraryValue,
  fromTheme('spacing'),
];
export const minHValues = ['screen', 'lh', 'none', ...sizeScale];
export const textValues = [fromTheme('color'), v.isArbitraryVariable, v.isArbitraryValue];
export const roundedValues = [
  '',
  'none',
  'full',
  fromTheme('radius'),
  v.isArbitraryVariable,
  v.isArbitraryValue,
];
export const borderValues = ['', v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength];
export const outlineOffsetValues = [v.isNumber, v.isArbitraryVariable, v.isArbitraryValue];
export const rotateValues = ['none', v.isNumber, v.isArbitraryVariable, v.isArbitraryValue];
export const translateXValues = [
  v.isFraction,
  'full',
  v.isArbitraryVariable,
  v.isArbitraryValue,
  fromTheme('spacing'),
];
