import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LinkedinError,
  exchangeLinkedinCode,
  linkedinAuthorizationUrl,
  type LinkedinSettings,
} from '../../features/linkedin/linkedin-oauth';
import { HttpError, badRequest, notFound } from '../../lib/http-errors';
import { errorResponses, messageSchema } from '../../lib/schemas';
import { isAllowedRedirect } from '../payment/redirect-target';

const tags = ['linkedin'];
const redirectUri = z
  .string({ error: 'redirect_uri is required.' })
  .trim()
  .min(1, { error: 'redirect_uri is required.' })
  .max(2000, { error: 'redirect_uri must be at most 2000 characters.' });

export default async function linkedinRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;

  const settings = (): LinkedinSettings => {
    if (!config.LINKEDIN_CLIENT_ID || !config.LINKEDIN_CLIENT_SECRET) {
      throw notFound(
        'LinkedIn is not configured on this server (LINKEDIN_CLIENT_ID, LINKEDIN_CLIENT_SECRET).',
      );
    }
    return {
      clientId: config.LINKEDIN_CLIENT_ID,
      clientSecret: config.LINKEDIN_CLIENT_SECRET,
      authUrl: config.LINKEDIN_AUTH_URL,
      tokenUrl: config.LINKEDIN_TOKEN_URL,
      scope: config.LINKEDIN_SCOPE,
    };
  };
  const checkRedirect = (uri: string) => {
    if (!isAllowedRedirect(uri, config.CORS_ORIGINS))
      throw badRequest('redirect_uri must be a page of this product.');
  };

  app.get(
    '/auth-code-url',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        querystring: z.object({ redirect_uri: redirectUri }),
        response: { 200: z.object({ url: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      checkRedirect(request.query.redirect_uri);
      return { url: linkedinAuthorizationUrl(settings(), request.query.redirect_uri) };
    },
  );

  app.get(
    '/access-token',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        querystring: z.object({
          auth_code: z
            .string({ error: 'auth_code is required.' })
            .trim()
            .min(1, { error: 'auth_code is required.' })
            .max(2000, { error: 'auth_code is too long.' }),
          redirect_uri: redirectUri,
        }),
        response: {
          200: z.object({ access_token: z.string(), expires_in: z.number() }),
          ...errorResponses,
          502: messageSchema,
        },
      },
    },
    async (request) => {
      checkRedirect(request.query.redirect_uri);
      let token;
      try {
        token = await exchangeLinkedinCode(settings(), request.query.auth_code, request.query.redirect_uri);
      } catch (error) {
        if (!(error instanceof LinkedinError)) throw error;
        throw new HttpError(error.message.includes('refused') ? 400 : 502, error.message);
      }
      const expiresAt = new Date(Date.now() + token.expiresInSeconds * 1000);
      await app.repositories.linkedinTokens.save(token.accessToken, expiresAt, request.user!.id);
      // The admin screen shows the lifetime in days (docs/PRODUCT.md#linkedin-token).
      return { access_token: token.accessToken, expires_in: Math.floor(token.expiresInSeconds / 86_400) };
    },
  );
}
