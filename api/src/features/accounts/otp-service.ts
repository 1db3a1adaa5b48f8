import type { AppConfig } from '../../config';
import { tooManyRequests } from '../../lib/http-errors';
import { constantTimeEqual, fourDigitCode, hmacSha256 } from '../../lib/tokens';
import type { Mailer } from '../mail/mailer';
import type { createOtpRepository } from './otp-repository';

export const OTP_LIFETIME_MINUTES = 10;
const SEND_WINDOW_MINUTES = 15;

type OtpRepository = ReturnType<typeof createOtpRepository>;

export function createOtpService(repository: OtpRepository, mailer: Mailer, config: AppConfig) {
  // Keyed by a server secret: a 4-digit code hashed without one is found by trying all 10,000.
  const hashCode = (email: string, code: string) => hmacSha256(config.AUTH_SECRET, `${email}:${code}`);

  return {
    async send(email: string, ip: string): Promise<void> {
      const since = new Date(Date.now() - SEND_WINDOW_MINUTES * 60_000);
      if ((await repository.countSendsSince({ email }, since)) >= config.OTP_SENDS_PER_EMAIL) {
        throw tooManyRequests(
          `Too many codes were requested for this e-mail. Try again in ${SEND_WINDOW_MINUTES} minutes.`,
        );
      }
      if ((await repository.countSendsSince({ ip }, since)) >= config.OTP_SENDS_PER_IP) {
        throw tooManyRequests(
          `Too many codes were requested from this network. Try again in ${SEND_WINDOW_MINUTES} minutes.`,
        );
      }
      const code = fourDigitCode();
      const expiresAt = new Date(Date.now() + OTP_LIFETIME_MINUTES * 60_000);
      await repository.replaceCode(email, hashCode(email, code), expiresAt, ip);
      await mailer.send({
        to: email,
        subject: `Your verification code is ${code}`,
        text: `Your verification code is ${code}. It expires in ${OTP_LIFETIME_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
      });
    },

    /**
     * True when the code is right. Every guess counts, right or wrong, and a code takes at most five,
     * so the sixth guess fails even when it is right.
     */
    async verify(email: string, code: string, options: { consume: boolean }): Promise<boolean> {
      const attempt = await repository.takeAttempt(email);
      if (!attempt) return false;
      if (!constantTimeEqual(attempt.codeHash, hashCode(email, code))) return false;
      return repository.markVerified(attempt.id, options.consume);
    },

    /** A sign-up may follow a verified code once, within the code's lifetime. */
    consumeVerified(email: string): Promise<boolean> {
      return repository.consumeVerified(email, OTP_LIFETIME_MINUTES);
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
