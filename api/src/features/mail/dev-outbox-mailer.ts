import { desc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { devOutboxMessages } from '../../db/schema/operations';
import type { Mailer } from './mailer';

const OUTBOX_LIMIT = 1000;

/**
 * Keeps mail in the database (and in the log) so people and tests can read one-time codes without SMTP.
 * The database, not memory, so that every replica reads what any of them sent.
 */
export function createDevOutboxMailer(db: Database, log: FastifyBaseLogger, from: string): Mailer {
  return {
    kind: 'dev-outbox',
    async send(message) {
      const [stored] = await db
        .insert(devOutboxMessages)
        .values({
          sender: from,
          recipient: message.to.toLowerCase(),
          subject: message.subject,
          body: message.text,
          html: message.html ?? null,
          headers: message.headers ?? null,
        })
        .returning({ id: devOutboxMessages.id });
      // Only the newest messages are kept, whoever they were for.
      if (stored && stored.id > OUTBOX_LIMIT) {
        await db.delete(devOutboxMessages).where(lte(devOutboxMessages.id, stored.id - OUTBOX_LIMIT));
      }
      log.info(
        { to: message.to, subject: message.subject, text: message.text },
        'development outbox: mail kept',
      );
    },
    async readOutbox(email) {
      const rows = await db
        .select({
          from: devOutboxMessages.sender,
          to: devOutboxMessages.recipient,
          subject: devOutboxMessages.subject,
          text: devOutboxMessages.body,
          html: devOutboxMessages.html,
          headers: devOutboxMessages.headers,
          sent_at: sql<string>`to_char(${devOutboxMessages.sentAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        })
        .from(devOutboxMessages)
        .where(eq(devOutboxMessages.recipient, email.toLowerCase()))
        .orderBy(desc(devOutboxMessages.id))
        .limit(OUTBOX_LIMIT);
      return rows.map(({ html, headers, ...row }) => ({
        ...row,
        ...(html === null ? {} : { html }),
        ...(headers === null ? {} : { headers }),
      }));
    },
  };
}
