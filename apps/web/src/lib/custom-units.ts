/** The builder's words and numbers (docs/product.md, "Unit builder"). */

export const DEFAULT_REQUIRED_STRANDS = 4;

/** 'Select {n} more strands to create your unit' (one strand reads as one). */
export function remainingStrandsLabel(remaining: number): string {
  return `Select ${remaining} more ${remaining === 1 ? 'strand' : 'strands'} to create your unit`;
}

/** The suggested name of a new unit: the chosen strands' titles joined by spaces. */
export function suggestedUnitName(strandTitles: ReadonlyArray<string>): string {
  return strandTitles
    .map((title) => title.trim())
    .filter(Boolean)
    .join(' ');
}
