import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../lib/http-errors';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/** PostgreSQL cannot store NUL in text; refusing it up front keeps such input a 400 instead of a 500. */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
        throw badRequest('Text must not contain NUL characters.');
      }
    });
  },
  { name: 'input-guard' },
);
