import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createOtpService, lockedOutMessage } from '../../features/accounts/otp-service';
import { conflict, forbidden, tooManyRequests } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import { startSession } from '../../plugins/app/sessions';
import {
  USER_EXISTS_MESSAGE,
  authUserSchema,
  createUserBody,
  emailBody,
  verifyOtpBody,
} from './accounts-schemas';

const tags = ['accounts'];

/** Signing in and signing up with a one-time code sent by e-mail. */
export default async function accountsOtpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repositories, config } = app;
  const otp = createOtpService(repositories.otp, app.mailer, config);

  app.post(
    '/send-otp',
    {
      schema: {
        tags,
        body: emailBody,
        response: { 200: z.object({ sent: z.boolean() }), ...errorResponses },
      },
      config: { rateLimit: { max: config.OTP_SENDS_PER_IP, timeWindow: '15 minutes' } },
    },
    async (request) => {
      await otp.send(request.body.email, request.ip);
      return { sent: true };
    },
  );

  app.post(
    '/user-exists',
    {
      schema: {
        tags,
        body: emailBody,
        response: { 200: z.object({ exists: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => ({ exists: await repositories.users.exists(request.body.email) }),
  );

  app.post(
    '/verify-otp',
    {
      schema: {
        tags,
        body: verifyOtpBody,
        response: {
          200: z.object({ valid: z.boolean(), user_id: z.string().nullable() }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { email, otp: code } = request.body;
      const user = await repositories.users.findByEmail(email);
      // A login uses the code up now; for a sign-up it stays verified until POST user uses it.
      const verification = await otp.verify(email, code, { consume: user !== undefined });
      if (verification.outcome === 'locked') {
        const seconds = verification.retryAfterSeconds;
        throw tooManyRequests(lockedOutMessage(seconds), seconds);
      }
      if (verification.outcome === 'invalid') return { valid: false, user_id: null };
      if (user) await startSession(app, reply, user.id);
      return { valid: true, user_id: user?.id ?? null };
    },
  );

  app.post(
    '/user',
    {
      schema: {
        tags,
        body: createUserBody,
        response: { 200: z.object({ user: authUserSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email, referral_code, user_agent, event_id, fbp, fbc } = request.body;
      if (await repositories.users.exists(email)) throw conflict(USER_EXISTS_MESSAGE);
      if (!(await otp.consumeVerified(email))) {
        throw forbidden('Verify your e-mail with the code we sent before creating an account.');
      }
      const user = await repositories.users.create({
        email,
        signupMethod: 'otp',
        credits: config.SIGNUP_CREDITS,
        referralCode: referral_code,
        userAgent: user_agent ?? request.headers['user-agent'],
        eventId: event_id,
        fbp,
        fbc,
      });
      if (!user) throw conflict(USER_EXISTS_MESSAGE);
      await startSession(app, reply, user.id);
      app.adEvents.track({
        name: 'CompleteRegistration',
        email,
        eventId: event_id,
        userAgent: user_agent,
        fbp,
        fbc,
        ip: request.ip,
      });
      return { user: { id: user.id, email: user.email } };
    },
  );
}
