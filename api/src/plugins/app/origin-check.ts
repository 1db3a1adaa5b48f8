import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../../lib/http-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route authenticates its caller another way (a provider's signature) and may be called
     * from anywhere, so the Origin check skips it.
     */
    anyOrigin?: boolean;
  }
}

function originOf(address: string): string {
  try {
    return new URL(address).origin;
  } catch {
    return address;
  }
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const FOREIGN_ORIGIN_MESSAGE =
  'This request came from a page that may not change data here. Use the ReferralHub site.';

/**
 * Browsers send `Origin` with every cross-site POST, and SameSite=Lax still attaches the session
 * cookie to a request from another port or subdomain of the same site. So a state-changing
 * request whose Origin is present must come from an app origin (CORS_ORIGINS) or from the API's
 * own pages (the development checkout's forms). Requests without Origin (servers, curl) pass:
 * a browser page cannot send one without it.
 */
export default fp(
  async function originCheck(app: FastifyInstance) {
    const allowed = new Set([...app.config.CORS_ORIGINS, app.config.PUBLIC_API_URL].map(originOf));
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin === undefined || request.routeOptions.config?.anyOrigin) return;
      if (!allowed.has(origin)) throw forbidden(FOREIGN_ORIGIN_MESSAGE);
    });
  },
  { name: 'origin-check', dependencies: ['error-handler'] },
);
