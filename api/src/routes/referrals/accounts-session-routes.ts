import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GoogleTokenError, createGoogleTokenVerifier } from '../../features/accounts/google-id-token';
import { conflict, HttpError, badRequest, notFound } from '../../lib/http-errors';
import { EMAIL_MESSAGE, errorResponses, emailSchema } from '../../lib/schemas';
import { endSession, startSession } from '../../plugins/app/sessions';
import { USER_EXISTS_MESSAGE, authUserSchema, googleAuthBody } from './accounts-schemas';

const tags = ['accounts'];

/** Sessions that do not start with a one-time code: Google sign-in, and signing out. */
export default async function accountsSessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repositories, config } = app;
  const verifyGoogleToken = config.GOOGLE_CLIENT_ID
    ? createGoogleTokenVerifier(config.GOOGLE_CLIENT_ID, new URL(config.GOOGLE_JWKS_URL))
    : undefined;

  app.post(
    '/google-auth',
    {
      schema: {
        tags,
        body: googleAuthBody,
        response: {
          200: z.object({ success: z.boolean(), user: authUserSchema, message: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      if (!verifyGoogleToken) throw notFound('Google sign-in is not enabled on this server.');
      let email: string;
      try {
        ({ email } = await verifyGoogleToken(request.body.id_token));
      } catch (error) {
        if (error instanceof GoogleTokenError) throw new HttpError(401, error.message);
        throw error;
      }
      if (!emailSchema.safeParse(email).success) throw badRequest(EMAIL_MESSAGE);
      const { referral_code, user_agent, event_id, fbp, fbc } = request.body;
      let user = await repositories.users.findByEmail(email);
      let created = false;
      if (!user) {
        user = await repositories.users.create({
          email,
          signupMethod: 'google',
          credits: config.SIGNUP_CREDITS,
          referralCode: referral_code,
          userAgent: user_agent ?? request.headers['user-agent'],
          eventId: event_id,
          fbp,
          fbc,
        });
        created = user !== undefined;
        // Lost a race with a parallel sign-in for the same address: use the account it made.
        user ??= await repositories.users.findByEmail(email);
      }
      if (!user) throw conflict(USER_EXISTS_MESSAGE);
      await startSession(app, reply, user.id);
      if (created) {
        app.adEvents.track({
          name: 'CompleteRegistration',
          email,
          eventId: event_id,
          userAgent: user_agent,
          fbp,
          fbc,
          ip: request.ip,
        });
      }
      return {
        success: true,
        user: { id: user.id, email: user.email },
        message: created ? 'Account created with Google.' : 'Signed in with Google.',
      };
    },
  );

  app.post(
    '/logout',
    { schema: { tags, response: { 200: z.object({ success: z.boolean() }), ...errorResponses } } },
    async (request, reply) => {
      await endSession(app, request, reply);
      return { success: true };
    },
  );
}
