import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GoogleTokenError, createGoogleTokenVerifier } from '../../features/accounts/google-id-token';
import { createOtpService, lockedOutMessage } from '../../features/accounts/otp-service';
import { toSessionUser } from '../../features/accounts/session-user';
import type { UserRow } from '../../features/accounts/users-repository';
import { conflict, forbidden, HttpError, badRequest, notFound, tooManyRequests } from '../../lib/http-errors';
import { EMAIL_MESSAGE, errorResponses, emailSchema, userIdSchema } from '../../lib/schemas';
import { endSession, startSession } from '../../plugins/app/sessions';
import {
  NO_USER_MESSAGE,
  USER_EXISTS_MESSAGE,
  authUserSchema,
  createUserBody,
  emailBody,
  emailParam,
  googleAuthBody,
  onboardingBody,
  updateSettingsBody,
  userPayloadSchema,
  userReference,
  verifyOtpBody,
} from './accounts-schemas';

const tags = ['accounts'];

export default async function accountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repositories, config } = app;
  const otp = createOtpService(repositories.otp, app.mailer, config);
  const verifyGoogleToken = config.GOOGLE_CLIENT_ID
    ? createGoogleTokenVerifier(config.GOOGLE_CLIENT_ID, new URL(config.GOOGLE_JWKS_URL))
    : undefined;

  const toUserPayload = (user: UserRow) => {
    const sessionUser = toSessionUser(user, config);
    return {
      id: user.id,
      email: user.email,
      credits: user.credits,
      is_admin: sessionUser.isAdmin,
      can_view_stats: sessionUser.canViewStats,
      settings: {
        yoe: user.yoe,
        domains_interested_in: user.domainsInterestedIn,
        locations_open_to: user.locationsOpenTo,
        current_organization: user.currentOrganization,
        job_alerts: user.jobAlerts === 'off' ? ('off' as const) : ('daily' as const),
        resume_link: user.resumeLink,
        apply_notes: user.applyNotes,
      },
    };
  };

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

  app.get(
    '/user/:emailOrId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: userReference,
        response: { 200: z.object({ user: userPayloadSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const reference = request.params.emailOrId.trim();
      const byEmail = emailSchema.safeParse(reference);
      const byId = userIdSchema.safeParse(reference);
      if (!byEmail.success && !byId.success) throw badRequest('Give an e-mail address or a user id.');
      const sessionUser = request.user!;
      const own = byEmail.success ? byEmail.data === sessionUser.email : byId.data === sessionUser.id;
      if (!own && !sessionUser.isAdmin) throw forbidden('You can only read your own account.');
      const user = byEmail.success
        ? await repositories.users.findByEmail(byEmail.data)
        : await repositories.users.findById(byId.data!);
      if (!user) throw notFound(NO_USER_MESSAGE);
      return { user: toUserPayload(user) };
    },
  );

  app.patch(
    '/user/:email',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: emailParam,
        body: updateSettingsBody,
        response: {
          200: z.object({ success: z.boolean(), message: z.string(), user: userPayloadSchema }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      if (request.params.email !== request.user!.email)
        throw forbidden('You can only change your own settings.');
      const { settings } = request.body;
      const user = await repositories.users.updateSettings(request.user!.id, {
        yoe: settings.yoe,
        domainsInterestedIn: [...new Set(settings.domains_interested_in)],
        locationsOpenTo: [...new Set(settings.locations_open_to)],
        currentOrganization: settings.current_organization,
        ...(settings.job_alerts ? { jobAlerts: settings.job_alerts } : {}),
        ...(settings.resume_link !== undefined ? { resumeLink: settings.resume_link } : {}),
        ...(settings.apply_notes !== undefined ? { applyNotes: settings.apply_notes } : {}),
      });
      if (!user) throw notFound(NO_USER_MESSAGE);
      return { success: true, message: 'Settings updated!', user: toUserPayload(user) };
    },
  );

  app.patch(
    '/onboarding',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: onboardingBody,
        response: { 200: z.object({ success: z.boolean(), user: userPayloadSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const answers = request.body;
      const user = await repositories.users.updatePreferences(request.user!.id, {
        ...(answers.yoe !== undefined && answers.yoe !== null ? { yoe: answers.yoe } : {}),
        ...(answers.domains_interested_in
          ? { domainsInterestedIn: [...new Set(answers.domains_interested_in)] }
          : {}),
        ...(answers.locations_open_to ? { locationsOpenTo: [...new Set(answers.locations_open_to)] } : {}),
        jobAlerts: answers.job_alerts,
      });
      if (!user) throw notFound(NO_USER_MESSAGE);
      return { success: true, user: toUserPayload(user) };
    },
  );

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
