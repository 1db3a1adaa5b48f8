import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerRememberedUrlEarly } from '../../features/response-cache/cached-json-reply';

/**
 * Registered before every other plugin, so its hook is the first onRequest hook: a visitor's cached feed
 * page or job opening is answered before helmet, CORS, cookies and the session run (their headers come
 * from the last full answer). It reads the response cache and the rate limiter, registered later, per request.
 */
export default fp(
  async function earlyCacheAnswersPlugin(app: FastifyInstance) {
    app.addHook('onRequest', answerRememberedUrlEarly(app));
  },
  { name: 'early-cache-answers' },
);
