// An opening's id as a URL carries it (?id=, ?for=). Its own module, without imports: the render
// bundle's first-screen queries read it, and every module they import counts as run by every
// prerendered screen (rsbuild.prerender.ts lists the browser chunks holding them).

export function parseOpeningId(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
