export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text`; mail clients show one of the two. */
  html?: string;
  headers?: Record<string, string>;
};

export type OutboxMessage = MailMessage & { from: string; sent_at: string };

export interface Mailer {
  readonly kind: 'smtp' | 'dev-outbox';
  send(message: MailMessage): Promise<void>;
  /** Only the development mailer keeps what it "sent", newest first. */
  readOutbox?(email: string): Promise<OutboxMessage[]>;
}
