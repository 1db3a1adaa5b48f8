// The shell server's handler for page URLs: the stitched page, revalidated on every load
// (`no-cache` + ETag; it varies with the signed-in cookie), 304 when the browser's copy is current.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FetchPrerendered } from '../fetchers/prerender-fetcher.ts';
import type { RenderFirstScreen } from '../first-screens/first-screen-renderer.ts';
import { createPageStitcher } from './page-stitcher.ts';

export function createPageHandler({
  distDir,
  readRemotes,
  fetchPrerendered,
  renderFirstScreen,
}: {
  distDir: string;
  readRemotes: () => Promise<unknown>;
  fetchPrerendered?: FetchPrerendered;
  renderFirstScreen?: RenderFirstScreen;
}) {
  const pageFor = createPageStitcher({ distDir, fetchPrerendered, renderFirstScreen });
  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://page.invalid');
    const page = await pageFor({
      pathname: url.pathname,
      search: url.search,
      cookie: request.headers.cookie,
      remotesDocument: await readRemotes(),
    });
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'cookie');
    reply.header('etag', page.etag);
    reply.type('text/html; charset=utf-8');
    const known = String(request.headers['if-none-match'] ?? '').split(/\s*,\s*/);
    if (known.includes(page.etag)) return reply.code(304).send();
    return reply.send(page.html);
  };
}
