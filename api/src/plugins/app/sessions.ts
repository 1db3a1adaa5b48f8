import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_DAYS } from '../../features/accounts/sessions-repository';
import { toSessionUser } from '../../features/accounts/session-user';
import { forbidden, unauthorized } from '../../lib/http-errors';

export const SESSION_COOKIE = 'referrals_session';

/** Reads the session cookie into request.user and offers the guards routes declare as preHandlers. */
export default fp(
  async function sessionsPlugin(app: FastifyInstance) {
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 200) return;
      const user = await app.repositories.sessions.findUser(token);
      if (user) request.user = toSessionUser(user, app.config);
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (!request.user.isAdmin) throw forbidden('Only the administrator can do this.');
    });
    app.decorate('requireStats', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (!request.user.canViewStats) throw forbidden('Only statistics accounts can see this.');
    });
  },
  { name: 'sessions', dependencies: ['repositories', 'cookie'] },
);

export async function startSession(app: FastifyInstance, reply: FastifyReply, userId: string): Promise<void> {
  const { token } = await app.repositories.sessions.create(userId);
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.isProduction,
    path: '/',
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token && token.length <= 200) await app.repositories.sessions.revoke(token);
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.isProduction,
  });
}

/**
 * Spec calls carry a user_id, but the session decides who acts: a user_id that is not the session's own
 * is refused rather than silently replaced.
 */
export function assertOwnUserId(request: FastifyRequest, userId: string | undefined | null): void {
  if (userId === undefined || userId === null || userId === '') return;
  if (!request.user) throw unauthorized();
  if (userId !== request.user.id) throw forbidden('This user id is not yours.');
}
