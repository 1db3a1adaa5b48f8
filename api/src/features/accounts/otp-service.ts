import type { AppConfig } from '../../config';
import { tooManyRequests } from '../../lib/http-errors';
import { constantTimeEqual, fourDigitCode, hmacSha256 } from '../../lib/tokens';
import type { Mailer } from '../mail/mailer';
import type { createOtpRepository } from './otp-repository';

export const OTP_LIFETIME_MINUTES = 10;
const SEND_WINDOW_MINUTES = 15;

type OtpRepository = ReturnType<typeof createOtpRepository>;

export type OtpVerification =
  { outcome: 'valid' } | { outcome: 'invalid' } | { outcome: 'locked'; retryAfterSeconds: number };

/** "Try again in 42 minutes." — the wait in words, rounded up, for the verify screen. */
export function lockedOutMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`;
  return `Too many wrong codes were entered for this e-mail. Try again in ${wait}.`;
}

export function createOtpService(repository: OtpRepository, mailer: Mailer, config: AppConfig) {
  // Keyed by a server secret: a 4-digit code hashed without one is found by trying all 10,000.
  const hashCode = (email: string, code: string) => hmacSha256(config.AUTH_SECRET, `${email}:${code}`);

  return {
    async send(email: string, ip: string): Promise<void> {
      const since = new Date(Date.now() - SEND_WINDOW_MINUTES * 60_000);
      if ((await repository.countSendsSince({ email }, since)) >= config.OTP_SENDS_PER_EMAIL) {
        throw tooManyRequests(
          `Too many codes were requested for this e-mail. Try again in ${SEND_WINDOW_MINUTES} minutes.`,
          SEND_WINDOW_MINUTES * 60,
        );
      }
      if ((await repository.countSendsSince({ ip }, since)) >= config.OTP_SENDS_PER_IP) {
        throw tooManyRequests(
          `Too many codes were requested from this network. Try again in ${SEND_WINDOW_MINUTES} minutes.`,
          SEND_WINDOW_MINUTES * 60,
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
     * Whether the code is right. Every guess counts twice: against the code (five at most, so the
     * sixth guess fails even when it is right) and against the address across all its codes
     * (OTP_WRONG_GUESSES_PER_EMAIL per OTP_GUESS_WINDOW_SECONDS). Once the address is locked even
     * the right code is refused until the window passes; a right code does not count as a guess.
     */
    async verify(email: string, code: string, options: { consume: boolean }): Promise<OtpVerification> {
      const guess = await repository.reserveGuess(
        email,
        config.OTP_WRONG_GUESSES_PER_EMAIL,
        config.OTP_GUESS_WINDOW_SECONDS,
      );
      if (!guess.reserved) return { outcome: 'locked', retryAfterSeconds: guess.retryAfterSeconds };
      const attempt = await repository.takeAttempt(email);
      const right =
        attempt !== undefined &&
        constantTimeEqual(attempt.codeHash, hashCode(email, code)) &&
        (await repository.markVerified(attempt.id, options.consume));
      if (!right) return { outcome: 'invalid' };
      await repository.releaseGuess(email, guess.guessedAt);
      return { outcome: 'valid' };
    },

    /** A sign-up may follow a verified code once, within the code's lifetime. */
    consumeVerified(email: string): Promise<boolean> {
      return repository.consumeVerified(email, OTP_LIFETIME_MINUTES);
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
