// The security headers of every response of the shell's and the remotes' servers, and the shell
// pages' Content-Security-Policy: scripts, styles and requests only from the shell, the origins
// listed in the current remotes.json and the API.
import type { FastifyInstance } from 'fastify';

type Env = Record<string, string | undefined>;

/**
 * Every http(s) origin named anywhere in remotes.json, whatever its shape (name → manifest URL
 * today; entries that also carry routes and the API address later), so the policy follows the file.
 */
export function originsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') found.add(url.origin);
    } catch {
      // Not an absolute URL (a route such as "/practice"): names no origin.
    }
  } else if (Array.isArray(value)) {
    for (const item of value) originsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) originsIn(item, found);
  }
  return found;
}

/**
 * Third-party origins the browser bundles talk to when their feature is configured at build time
 * (Google sign-in, the ad pixel, Cashfree's checkout), plus CSP_EXTRA_ORIGINS (space or comma list).
 */
export function thirdPartyOrigins(env: Env = process.env): string[] {
  const origins: string[] = [];
  if (env.PUBLIC_GOOGLE_CLIENT_ID) origins.push('https://accounts.google.com');
  if (env.PUBLIC_META_PIXEL_ID) origins.push('https://connect.facebook.net', 'https://www.facebook.com');
  if (env.PUBLIC_CASHFREE_MODE) {
    origins.push('https://sdk.cashfree.com', 'https://api.cashfree.com', 'https://sandbox.cashfree.com');
  }
  origins.push(...(env.CSP_EXTRA_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean));
  return origins;
}

/** The API's base address for the shell's pages: PUBLIC_API_URL or localhost on API_PORT. */
export function apiUrlOf(env: Env): string {
  return env.PUBLIC_API_URL || `http://localhost:${Number(env.API_PORT) || 4000}/v1`;
}

/**
 * The shell page's policy. No inline script and no eval: the shell's and remotes' scripts are
 * files. Monaco's workers are same-origin blob wrappers (worker-src blob:) that importScripts the
 * practice remote's worker file (script-src lists it). Inline styles stay allowed: Monaco and the
 * Module Federation runtime insert <style> elements, and a style cannot run code.
 */
export function shellContentSecurityPolicy(origins: Iterable<string>): string {
  const listed = [...new Set(origins)].join(' ');
  const sources = (...extra: string[]) => ["'self'", listed, ...extra].filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${sources()}`,
    `style-src ${sources("'unsafe-inline'")}`,
    `img-src ${sources('data:', 'blob:')}`,
    `font-src ${sources('data:')}`,
    `connect-src ${sources()}`,
    `frame-src ${sources()}`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

// A remote's own pages are not meant to be opened in production (they load through the shell):
// its responses are scripts, styles and manifests, which only need the headers below.
export const REMOTE_PAGE_POLICY =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

export function addSecurityHeaders(
  app: FastifyInstance,
  { production, pagePolicy }: { production: boolean; pagePolicy: () => Promise<string> },
) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('content-security-policy', await pagePolicy());
    return payload;
  });
}
