import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailMessage } from '../../features/mail/mailer';
import { REFERRAL_DECISION_MAIL_JOB } from '../../features/referral-requests/referral-decision-mail';

/**
 * Sends the job seeker the administrator's decision on a referral request. The e-mail goes through
 * the queue so that a slow or failing mail server never fails the decision.
 */
export default fp(
  async function referralDecisionMailPlugin(app: FastifyInstance) {
    await app.queue.work<MailMessage>(REFERRAL_DECISION_MAIL_JOB, (message) => app.mailer.send(message));
  },
  { name: 'referral-decision-mail', dependencies: ['mailer', 'queue'] },
);
