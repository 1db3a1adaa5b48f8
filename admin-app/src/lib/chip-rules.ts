/** A chip as the product stores it: trimmed and lowercased (docs/PRODUCT.md#chips, skill and tag entry). */
export function normaliseChip(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * Adds every comma-separated piece of `typed` to `chips`, normalised, skipping blanks and pieces already
 * present (also duplicates within `typed`). Returns `chips` itself when nothing new was added.
 */
export function addChips(chips: readonly string[], typed: string): readonly string[] {
  const next = [...chips];
  for (const piece of typed.split(',')) {
    const chip = normaliseChip(piece);
    if (chip && !next.includes(chip)) next.push(chip);
  }
  return next.length === chips.length ? chips : next;
}
