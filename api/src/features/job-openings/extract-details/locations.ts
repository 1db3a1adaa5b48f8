interface LocationPattern {
  /**
   * A location name of the feed filter (docs/PRODUCT.md#choices), or a city outside it written the usual way.
   */
  name: string;
  pattern: RegExp;
}

// Bengaluru/Bangalore and Gurugram/Gurgaon are both filter names: the spelling the post uses is kept.
export const FILTER_LOCATIONS: readonly LocationPattern[] = [
  { name: 'Bengaluru', pattern: /\b(?:bengaluru|bengalooru|blr)\b/gi },
  { name: 'Bangalore', pattern: /\b(?:bangalore|banglore|bangaluru)\b/gi },
  { name: 'Hyderabad', pattern: /\b(?:hyderabad|hyd|secunderabad)\b/gi },
  { name: 'Pune', pattern: /\bpune\b/gi },
  { name: 'Mumbai', pattern: /\b(?:navi\s+)?(?:mumbai|bombay)\b/gi },
  { name: 'Delhi', pattern: /\b(?:new\s+)?delhi(?:\s*[-/]?\s*ncr)?\b|\bncr\b/gi },
  { name: 'Gurugram', pattern: /\bgurugram\b/gi },
  { name: 'Gurgaon', pattern: /\b(?:gurgaon|ggn)\b/gi },
  { name: 'Noida', pattern: /\b(?:greater\s+)?noida\b/gi },
  { name: 'Chennai', pattern: /\b(?:chennai|madras)\b/gi },
  { name: 'Remote (India)', pattern: /\bremote\b|\bwork(?:ing)?\s+from\s+home\b|\bwfh\b/gi },
];

const OTHER_CITIES: readonly LocationPattern[] = [
  'Kolkata',
  'Ahmedabad',
  'Jaipur',
  'Kochi',
  'Coimbatore',
  'Indore',
  'Chandigarh',
  'Mohali',
  'Thiruvananthapuram',
  'Trivandrum',
  'Mysuru',
  'Mysore',
  'Bhubaneswar',
  'Nagpur',
  'Vadodara',
  'Lucknow',
  'Visakhapatnam',
  'Mangaluru',
  'Surat',
  'Singapore',
  'Dubai',
  'London',
].map((city) => ({ name: city, pattern: new RegExp(`\\b${city}\\b`, 'gi') }));

function namesInOrderOfAppearance(text: string, patterns: readonly LocationPattern[]): string[] {
  const found: Array<{ name: string; index: number }> = [];
  for (const { name, pattern } of patterns) {
    const first = text.match(new RegExp(pattern.source, pattern.flags.replace('g', '')));
    if (first?.index !== undefined) found.push({ name, index: first.index });
  }
  return found.sort((a, b) => a.index - b.index).map((entry) => entry.name);
}

/** Filter names first (so the feed's location filter finds the opening), then other known cities. */
export function findLocationNames(text: string): string[] {
  const filterNames = namesInOrderOfAppearance(text, FILTER_LOCATIONS);
  return filterNames.length > 0 ? filterNames : namesInOrderOfAppearance(text, OTHER_CITIES);
}
