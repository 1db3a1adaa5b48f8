/**
 * Cities that go by two names in openings (docs/PRODUCT.md#choices lists both spellings as filter choices): a
 * user who is open to one is open to the other. Openings whose location mentions "remote" fit everyone.
 */
export const CITY_ALIASES: readonly (readonly string[])[] = [
  ['Bengaluru', 'Bangalore'],
  ['Gurugram', 'Gurgaon'],
];

export const REMOTE_MARKER = 'remote';

/** The user's locations with every alternative name added, lowercase. */
export function withCityAliases(locations: readonly string[]): string[] {
  const names = new Set<string>();
  for (const location of locations) {
    const lower = location.trim().toLowerCase();
    if (!lower) continue;
    names.add(lower);
    const group = CITY_ALIASES.find((aliases) => aliases.some((alias) => alias.toLowerCase() === lower));
    for (const alias of group ?? []) names.add(alias.toLowerCase());
  }
  return [...names];
}
