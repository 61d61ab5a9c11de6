// Written by apps/web/scripts/class-groups.ts (npm run write:class-groups -w @plume/web): do not edit.
import { fromTheme, validators as v, type Config } from 'tailwind-merge';
import {
  borderValues,
  outlineOffsetValues,
  rotateValues,
  roundedValues,
  textValues,
  translateXValues,
} from './scales';

export const appearanceGroups: Config<string, string>['classGroups'] = {
  'bg-image': [
    {
      bg: [
        'none',
        {
          linear: [
            { to: ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'] },
            v.isInteger,
            v.isArbitraryVariable,
            v.isArbitraryValue,
          ],
          radial: ['', v.isArbitraryVariable, v.isArbitraryValue],
          conic: ['', v.isInteger, v.isArbitraryVariable, v.isArbitraryValue],
        },
        v.isArbitraryVariableImage,
        v.isArbitraryImage,
      ],
    },
  ],
  'bg-color': [{ bg: textValues }],
  'gradient-from': [{ from: textValues }],
  'gradient-via': [{ via: textValues }],
  'gradient-to': [{ to: textValues }],
  rounded: [{ rounded: roundedValues }],
  'rounded-t': [{ 'rounded-t': roundedValues }],
  'rounded-r': [{ 'rounded-r': roundedValues }],
  'border-w': [{ border: borderValues }],
  'border-w-t': [{ 'border-t': borderValues }],
  'border-w-r': [{ 'border-r': borderValues }],
  'border-w-b': [{ 'border-b': borderValues }],
  'border-w-l': [{ 'border-l': borderValues }],
  'divide-y': [{ 'divide-y': borderValues }],
  'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
  'border-color': [{ border: textValues }],
  'outline-style': [{ outline: ['solid', 'dashed', 'dotted', 'double', 'none', 'hidden'] }],
  'outline-offset': [{ 'outline-offset': outlineOffsetValues }],
  'outline-w': [{ outline: borderValues }],
  shadow: [
    { shadow: ['', 'inner', 'none', fromTheme('shadow'), v.isArbitraryVariableShadow, v.isArbitraryShadow] },
  ],
  'shadow-color': [{ shadow: textValues }],
  'ring-w': [{ ring: borderValues }],
  'ring-color': [{ ring: textValues }],
  opacity: [{ opacity: outlineOffsetValues }],
  'drop-shadow': [
    {
      'drop-shadow': ['', 'none', fromTheme('drop-shadow'), v.isArbitraryVariableShadow, v.isArbitraryShadow],
    },
  ],
  'backdrop-blur': [
    { 'backdrop-blur': ['', 'none', fromTheme('blur'), v.isArbitraryVariable, v.isArbitraryValue] },
  ],
  transition: [
    {
      transition: [
        '',
        'all',
        'colors',
        'opacity',
        'shadow',
        'transform',
        'none',
        v.isArbitraryVariable,
        v.isArbitraryValue,
      ],
    },
  ],
  duration: [{ duration: [v.isNumber, 'initial', v.isArbitraryVariable, v.isArbitraryValue] }],
  animate: [{ animate: ['none', fromTheme('animate'), v.isArbitraryVariable, v.isArbitraryValue] }],
  rotate: [{ rotate: rotateValues }],
  scale: [{ scale: rotateValues }],
  'translate-x': [{ 'translate-x': translateXValues }],
  'translate-y': [{ 'translate-y': translateXValues }],
  accent: [{ accent: textValues }],
  'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
  'scrollbar-w': [{ scrollbar: ['auto', 'thin', 'none'] }],
};
