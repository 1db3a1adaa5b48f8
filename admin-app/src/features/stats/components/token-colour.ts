/** A design token's value for SVG attributes (which cannot always resolve var()); the fallback in tests. */
export function tokenColour(name: `--${string}`, fallback: string): string {
  if (typeof window === 'undefined') return fallback;
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}
