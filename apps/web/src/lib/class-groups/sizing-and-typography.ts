// Written by apps/web/scripts/class-groups.ts (npm run write:class-groups -w @plume/web): do not edit.
import { fromTheme, validators as v, type Config } from 'tailwind-merge';
import { minHValues, sizeScale, textValues } from './scales';

export const sizingAndTypographyGroups: Config<string, string>['classGroups'] = {
  size: [{ size: sizeScale }],
  w: [{ w: [fromTheme('container'), 'screen', ...sizeScale] }],
  'min-w': [{ 'min-w': [fromTheme('container'), 'screen', 'none', ...sizeScale] }],
  'max-w': [
    {
      'max-w': [
        fromTheme('container'),
        'screen',
        'none',
        'prose',
        { screen: [fromTheme('breakpoint')] },
        ...sizeScale,
      ],
    },
  ],
  h: [{ h: ['screen', 'lh', ...sizeScale] }],
  'min-h': [{ 'min-h': minHValues }],
  'max-h': [{ 'max-h': minHValues }],
  'font-size': [{ text: ['base', fromTheme('text'), v.isArbitraryVariableLength, v.isArbitraryLength] }],
  'font-style': ['italic', 'not-italic'],
  'font-weight': [{ font: [fromTheme('font-weight'), v.isArbitraryVariableWeight, v.isArbitraryWeight] }],
  'font-family': [{ font: [v.isArbitraryVariableFamilyName, v.isArbitraryFamilyName, fromTheme('font')] }],
  'fvn-spacing': ['proportional-nums', 'tabular-nums'],
  tracking: [{ tracking: [fromTheme('tracking'), v.isArbitraryVariable, v.isArbitraryValue] }],
  'line-clamp': [{ 'line-clamp': [v.isNumber, 'none', v.isArbitraryVariable, v.isArbitraryNumber] }],
  leading: [
    {
      leading: [
        'none',
        fromTheme('leading'),
        v.isArbitraryVariable,
        v.isArbitraryValue,
        fromTheme('spacing'),
      ],
    },
  ],
  'list-style-type': [{ list: ['disc', 'decimal', 'none', v.isArbitraryVariable, v.isArbitraryValue] }],
  'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
  'text-color': [{ text: textValues }],
  'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
  'text-decoration-thickness': [
    { decoration: [v.isNumber, 'from-font', 'auto', v.isArbitraryVariable, v.isArbitraryLength] },
  ],
  'underline-offset': [
    { 'underline-offset': [v.isNumber, 'auto', v.isArbitraryVariable, v.isArbitraryValue] },
  ],
  'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
  'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
  'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
  whitespace: [{ whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] }],
  break: [{ break: ['normal', 'words', 'all', 'keep'] }],
  wrap: [{ wrap: ['break-word', 'anywhere', 'normal'] }],
  content: [{ content: ['none', v.isArbitraryVariable, v.isArbitraryValue] }],
};
