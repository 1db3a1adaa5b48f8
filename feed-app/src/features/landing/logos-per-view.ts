/** Widths (CSS px) at which the logo strip shows more logos; the same breakpoints as the layout. */
export const MEDIUM_MIN_WIDTH = 640;
export const LARGE_MIN_WIDTH = 1024;

/** How many logos the strip shows side by side at a given viewport width. */
export function logosPerView(viewportWidth: number): 2 | 3 | 6 {
  if (viewportWidth >= LARGE_MIN_WIDTH) return 6;
  if (viewportWidth >= MEDIUM_MIN_WIDTH) return 3;
  return 2;
}
