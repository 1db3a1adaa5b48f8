import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toSessionUser } from '../../features/accounts/session-user';
import type { UserRow } from '../../features/accounts/users-repository';
import { forbidden, badRequest, notFound } from '../../lib/http-errors';
import { errorResponses, emailSchema, userIdSchema } from '../../lib/schemas';
import {
  NO_USER_MESSAGE,
  emailParam,
  onboardingBody,
  updateSettingsBody,
  userPayloadSchema,
  userReference,
} from './accounts-schemas';

const tags = ['accounts'];

/** The signed-in user: reading the account, changing its settings, onboarding. */
export default async function accountsUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repositories, config } = app;
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
}
