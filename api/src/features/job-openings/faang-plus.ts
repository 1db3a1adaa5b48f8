// The FAANG+ list: the companies whose openings carry faang_level 'yes' and fill the feed's FAANG+
// tab. Written once here; the extraction ticks the box from it and the seed data follows it.
// Names are spelled as known-companies.ts spells them, so "Facebook" or "Alphabet" count too.
export const FAANG_PLUS_COMPANIES = ['Meta', 'Apple', 'Amazon', 'Netflix', 'Google', 'Microsoft'] as const;

const FAANG_PLUS = new Set<string>(FAANG_PLUS_COMPANIES.map((name) => name.toLowerCase()));

export function isFaangPlus(companyName: string): boolean {
  return FAANG_PLUS.has(companyName.trim().toLowerCase());
}
