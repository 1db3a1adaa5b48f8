import type { Rated } from './rating-scale.js';

// The three code-quality raters each have their file: rate-readability, rate-extensibility and
// rate-robustness. This one covers code none of them could look at.

const UNANALYSABLE_NOTE =
  'The code is too complex to analyse (nesting or expressions far deeper than a solution needs), so this could not be rated: simplify it.';

/** The code-quality ratings of code whose analysis ran out of its time budget: none earned. */
export function rateUnanalysableCode(): { readability: Rated; extensibility: Rated; robustness: Rated } {
  const unrated = { rating: 0, notes: UNANALYSABLE_NOTE };
  return { readability: unrated, extensibility: unrated, robustness: unrated };
}
