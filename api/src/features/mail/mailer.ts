export type MailMessage = { to: string; subject: string; text: string };

export type OutboxMessage = MailMessage & { sent_at: string };

export interface Mailer {
  readonly kind: 'smtp' | 'dev-outbox';
  send(message: MailMessage): Promise<void>;
  /** Only the development mailer keeps what it "sent", newest first. */
  readOutbox?(email: string): Promise<OutboxMessage[]>;
}
