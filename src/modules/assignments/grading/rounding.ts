/**
 * Rounding half away from zero [CONTRACT 6: task grade = round(fraction × max_grade_value), half away from zero;
 * CONTRACT 10: percentages with two decimals].
 *
 * Binary floating point cannot hold most decimals, so a product that is mathematically x.5 often lands a hair
 * below it (0.7 × 5 × 1 is fine, but 1.005 × 100 is 100.49999999999999). The value is first cut to 15
 * significant digits (below double precision's ~15.95), which removes that noise without moving any value a
 * person could have meant, and only then rounded.
 */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.floor(scaled + 0.5) / factor;
  // No negative zero: -0.4 rounds to 0, which serialises the same but compares oddly with Object.is.
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
