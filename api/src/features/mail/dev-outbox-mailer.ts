import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, OutboxMessage } from './mailer';

const OUTBOX_LIMIT = 1000;

/** Keeps mail in memory (and in the log) so people and tests can read one-time codes without SMTP. */
export function createDevOutboxMailer(log: FastifyBaseLogger, from: string): Mailer {
  const outbox: OutboxMessage[] = [];
  return {
    kind: 'dev-outbox',
    async send(message) {
      outbox.unshift({ ...message, from, to: message.to.toLowerCase(), sent_at: new Date().toISOString() });
      outbox.length = Math.min(outbox.length, OUTBOX_LIMIT);
      log.info(
        { to: message.to, subject: message.subject, text: message.text },
        'development outbox: mail kept',
      );
    },
    readOutbox(email) {
      const address = email.toLowerCase();
      return outbox.filter((message) => message.to === address);
    },
  };
}
