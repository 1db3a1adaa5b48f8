import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_NAME } from '../../features/job-alerts/digest-mail';
import { UnsubscribeTokenError, readUnsubscribeToken } from '../../features/job-alerts/unsubscribe-token';
import { badRequest } from '../../lib/http-errors';
import { errorResponses, messageSchema } from '../../lib/schemas';

const tags = ['job alerts'];

// The token is checked in the handler, so a broken link gets the same page as a forged one.
const unsubscribeQuery = z.object({ token: z.string().optional() });
const MAX_TOKEN_LENGTH = 2000;

const PAGE_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function page(title: string, message: string, settingsUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827;line-height:1.5;max-width:560px;margin:0 auto;padding:24px 16px">
<h1 style="font-size:22px">${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(settingsUrl)}" style="display:inline-block;padding:12px 16px;min-height:44px;box-sizing:border-box;background:#1d4ed8;color:#fff;border-radius:8px;text-decoration:none">Open Settings</a></p>
</body></html>`;
}

/**
 * The one-click unsubscribe link of a job-alert digest: works without a session, because the signed token
 * names the user. GET is the link a person clicks; POST is RFC 8058's List-Unsubscribe-Post for mail clients.
 */
export default async function jobAlertsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Mail clients send RFC 8058's one-click POST as a form ("List-Unsubscribe=One-Click").
  await app.register(formbody, { bodyLimit: 1024 });
  const { jobAlerts } = app.repositories;
  const settingsUrl = `${app.config.PUBLIC_APP_URL}/settings`;

  async function unsubscribe(token: string | undefined): Promise<'done' | string> {
    if (!token) return 'This unsubscribe link is incomplete.';
    if (token.length > MAX_TOKEN_LENGTH) return 'This unsubscribe link is not valid.';
    try {
      const userId = await readUnsubscribeToken(app.config.AUTH_SECRET, token);
      // An account deleted since the mail went out has nothing left to unsubscribe: that is done, too.
      await jobAlerts.unsubscribe(userId);
      return 'done';
    } catch (error) {
      if (error instanceof UnsubscribeTokenError) return error.message;
      throw error;
    }
  }

  app.get(
    '/job-alerts/unsubscribe',
    {
      schema: {
        tags,
        querystring: unsubscribeQuery,
        // HTML pages, not JSON: 200 says it is done, 400 that the link is broken, forged or expired.
        response: {
          200: z.string().describe('text/html'),
          400: z.union([z.string().describe('text/html'), messageSchema]),
        },
      },
    },
    async (request, reply) => {
      const outcome = await unsubscribe(request.query.token);
      reply.header('content-security-policy', PAGE_SECURITY_POLICY);
      reply.header('cache-control', 'no-store');
      reply.type('text/html; charset=utf-8');
      if (outcome !== 'done') {
        return reply
          .code(400)
          .send(
            page(outcome, 'You can turn job alert e-mails off in Settings after signing in.', settingsUrl),
          );
      }
      return reply.send(
        page(
          'You are unsubscribed',
          'You will no longer get e-mails about new matching openings. You can turn them back on in Settings at any time.',
          settingsUrl,
        ),
      );
    },
  );

  app.post(
    '/job-alerts/unsubscribe',
    {
      schema: {
        tags,
        querystring: unsubscribeQuery,
        response: { 200: z.object({ success: z.boolean(), message: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      const outcome = await unsubscribe(request.query.token);
      if (outcome !== 'done') throw badRequest(outcome);
      return { success: true, message: 'You will no longer get job alert e-mails.' };
    },
  );
}
