import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDevOutboxMailer } from '../../features/mail/dev-outbox-mailer';
import { createSmtpMailer } from '../../features/mail/smtp-mailer';

export default fp(
  async function mailerPlugin(app: FastifyInstance) {
    if (app.config.SMTP_URL) {
      const mailer = createSmtpMailer(app.config.SMTP_URL, app.config.MAIL_FROM);
      app.decorate('mailer', mailer);
      app.addHook('onClose', async () => mailer.close());
    } else {
      app.decorate('mailer', createDevOutboxMailer(app.db, app.log, app.config.MAIL_FROM));
    }
  },
  { name: 'mailer', dependencies: ['database'] },
);
