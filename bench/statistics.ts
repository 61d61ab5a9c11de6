// The figures the benchmarks keep of repeated measures.

/** The middle value (the upper one of an even count); 0 for none. */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The median, lowest and highest of a set of figures. */
export const spread = (values: number[]) => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});
