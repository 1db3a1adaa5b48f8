import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_NAME } from '../../features/job-alerts/digest-mail';
import { messageSchema } from '../../lib/schemas';
import {
  UnsubscribeTokenError,
  readUnsubscribeToken,
  type UnsubscribeRequest,
} from '../../features/job-alerts/unsubscribe-token';

const tags = ['job alerts'];

// The token is checked in the handler, so a broken link gets the same page as a forged one.
const unsubscribeQuery = z.object({ token: z.string().optional() });
const MAX_TOKEN_LENGTH = 2000;

// The page's one form posts back to this address (the API's own origin).
const PAGE_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const BUTTON_STYLE =
  'display:inline-block;padding:12px 16px;min-height:44px;box-sizing:border-box;background:#1d4ed8;color:#fff;' +
  'border:0;border-radius:8px;text-decoration:none;font:inherit;cursor:pointer';

/** A small page: a title, a sentence, then either the unsubscribe button (a POST) or a link to Settings. */
function page(title: string, message: string, action: { settingsUrl: string } | { postTo: string }): string {
  const next =
    'postTo' in action
      ? `<form method="post" action="${escapeHtml(action.postTo)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="${BUTTON_STYLE}">Unsubscribe</button></form>`
      : `<p><a href="${escapeHtml(action.settingsUrl)}" style="${BUTTON_STYLE}">Open Settings</a></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827;line-height:1.5;max-width:560px;margin:0 auto;padding:24px 16px">
<h1 style="font-size:22px">${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${next}
</body></html>`;
}

const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

/** A broken link gets a page; a request malformed before the handler (a NUL, bad JSON) gets the usual JSON message. */
const brokenLinkAnswer = {
  description:
    'The link is incomplete, forged, expired, or older than the last time alerts were turned on (a page).',
  content: { 'text/html': { schema: z.string() }, 'application/json': { schema: messageSchema } },
};

const TURNED_ON_SINCE =
  'This unsubscribe link is no longer valid: job alerts were turned on again after it was sent.';

/**
 * The unsubscribe link of a job-alert digest (RFC 8058): works without a session, because the signed token
 * names the user. Only a POST unsubscribes — the mail client's one-click `List-Unsubscribe-Post`, or the
 * button on the page a GET shows — so a link scanner that follows the GET changes nothing. A link issued
 * before the person turned alerts on again no longer works.
 */
export default async function jobAlertsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Mail clients send RFC 8058's one-click POST as a form ("List-Unsubscribe=One-Click"), as the page does.
  await app.register(formbody, { bodyLimit: 1024 });
  const { jobAlerts } = app.repositories;
  const settingsUrl = `${app.config.PUBLIC_APP_URL}/settings`;

  /** The request the token stands for, or the sentence saying why the link does not work. */
  async function readToken(token: string | undefined): Promise<UnsubscribeRequest | string> {
    if (!token) return 'This unsubscribe link is incomplete.';
    if (token.length > MAX_TOKEN_LENGTH) return 'This unsubscribe link is not valid.';
    try {
      return await readUnsubscribeToken(app.config.AUTH_SECRET, token);
    } catch (error) {
      if (error instanceof UnsubscribeTokenError) return error.message;
      throw error;
    }
  }

  const sendPage = (reply: FastifyReply, status: 200 | 400, html: string) =>
    reply
      .code(status)
      .header('content-security-policy', PAGE_SECURITY_POLICY)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  const brokenLink = (reply: FastifyReply, sentence: string) =>
    sendPage(
      reply,
      400,
      page(sentence, 'You can turn job alert e-mails off in Settings after signing in.', { settingsUrl }),
    );

  app.get(
    '/job-alerts/unsubscribe',
    {
      schema: {
        tags,
        description:
          'The page the digest links to: a button that unsubscribes (a POST). Changes nothing itself.',
        querystring: unsubscribeQuery,
        response: {
          200: htmlPage('The page with the Unsubscribe button.'),
          400: brokenLinkAnswer,
        },
      },
    },
    async (request, reply) => {
      const read = await readToken(request.query.token);
      if (typeof read === 'string') return brokenLink(reply, read);
      if (await jobAlerts.turnedOnSince(read.userId, read.issuedAt))
        return brokenLink(reply, TURNED_ON_SINCE);
      const postTo = `?token=${encodeURIComponent(request.query.token!)}`;
      return sendPage(
        reply,
        200,
        page('Unsubscribe from job alerts?', 'You will no longer get e-mails about new matching openings.', {
          postTo,
        }),
      );
    },
  );

  app.post(
    '/job-alerts/unsubscribe',
    {
      // The signed token is the authority, as a provider's signature is for a webhook: the page's own
      // button posts from wherever the API is published, and a mail provider's one-click POST has no Origin.
      config: { anyOrigin: true },
      schema: {
        tags,
        description:
          "RFC 8058's one-click unsubscribe (`List-Unsubscribe=One-Click`, form-encoded), also the page's button.",
        querystring: unsubscribeQuery,
        // What mail clients and the page send; a JSON body is read the same way.
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: z.object({ 'List-Unsubscribe': z.string().max(100).optional() }).optional(),
        response: {
          200: htmlPage('Unsubscribed.'),
          400: brokenLinkAnswer,
        },
      },
    },
    async (request, reply) => {
      const read = await readToken(request.query.token);
      if (typeof read === 'string') return brokenLink(reply, read);
      // An account deleted since the mail went out has nothing left to unsubscribe: that is done, too.
      if ((await jobAlerts.unsubscribe(read.userId, read.issuedAt)) === 'turned-on-since') {
        return brokenLink(reply, TURNED_ON_SINCE);
      }
      return sendPage(
        reply,
        200,
        page(
          'You are unsubscribed',
          'You will no longer get e-mails about new matching openings. You can turn them back on in Settings at any time.',
          { settingsUrl },
        ),
      );
    },
  );
}
