import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { otpCodes } from '../../db/schema/accounts';

export const OTP_MAX_ATTEMPTS = 5;

export function createOtpRepository(db: Database) {
  return {
    async countSendsSince(where: { email?: string; ip?: string }, since: Date): Promise<number> {
      const filter = where.email ? sql`email = ${where.email}` : sql`requested_ip = ${where.ip ?? ''}`;
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`SELECT count(*)::int AS count FROM otp_codes WHERE ${filter} AND created_at > ${since.toISOString()}`,
      );
      return Number(row?.count ?? 0);
    },

    /** Stores a new code and retires every earlier unused one for the address. */
    async replaceCode(email: string, codeHash: string, expiresAt: Date, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE otp_codes SET expires_at = now() WHERE email = ${email} AND verified_at IS NULL AND expires_at > now()`,
        );
        await tx
          .insert(otpCodes)
          .values({ email, codeHash, expiresAt: expiresAt.toISOString(), requestedIp: ip });
      });
    },

    /**
     * Counts one guess against the live code and returns its hash, or undefined once the code is
     * used up, expired or absent. The increment and the limit check are one statement, so parallel
     * guesses cannot exceed the limit.
     */
    async takeAttempt(email: string): Promise<{ id: string; codeHash: string } | undefined> {
      const [row] = await queryRows<{ id: string; code_hash: string }>(
        db,
        sql`UPDATE otp_codes SET attempts = attempts + 1
            WHERE id = (
              SELECT id FROM otp_codes
              WHERE email = ${email} AND verified_at IS NULL AND expires_at > now()
              ORDER BY created_at DESC LIMIT 1
            ) AND attempts < ${OTP_MAX_ATTEMPTS} AND verified_at IS NULL
            RETURNING id, code_hash`,
      );
      return row ? { id: row.id, codeHash: row.code_hash } : undefined;
    },

    /**
     * Counts a guess against the address before its code is checked, across every code it was sent.
     * The upsert locks the address's row and re-reads it, so parallel guesses cannot pass the cap
     * together. Refused (with the seconds until the oldest counted guess leaves the window) once
     * `limit` guesses fall in the last `windowSeconds`.
     */
    async reserveGuess(
      email: string,
      limit: number,
      windowSeconds: number,
    ): Promise<{ reserved: true; guessedAt: string } | { reserved: false; retryAfterSeconds: number }> {
      const windowStart = sql`now() - make_interval(secs => ${windowSeconds})`;
      const [row] = await queryRows<{ guessed_at: string }>(
        db,
        sql`INSERT INTO otp_guess_limits AS limits (email, wrong_guess_times) VALUES (${email}, ARRAY[now()])
            ON CONFLICT (email) DO UPDATE SET wrong_guess_times =
              ARRAY(SELECT guess FROM unnest(limits.wrong_guess_times) AS guess WHERE guess > ${windowStart})
              || now()
            WHERE (SELECT count(*) FROM unnest(limits.wrong_guess_times) AS guess WHERE guess > ${windowStart})
              < ${limit}
            RETURNING now()::text AS guessed_at`,
      );
      if (row) return { reserved: true, guessedAt: row.guessed_at };
      const [wait] = await queryRows<{ seconds: number }>(
        db,
        sql`SELECT GREATEST(1, ceil(extract(epoch FROM
                min(guess) + make_interval(secs => ${windowSeconds}) - now())))::int AS seconds
            FROM otp_guess_limits, unnest(wrong_guess_times) AS guess
            WHERE email = ${email} AND guess > ${windowStart}`,
      );
      return { reserved: false, retryAfterSeconds: Number(wait?.seconds ?? 1) };
    },

    /** A right code was not a wrong guess: takes back the guess reserveGuess counted. */
    async releaseGuess(email: string, guessedAt: string): Promise<void> {
      await db.execute(
        sql`UPDATE otp_guess_limits
            SET wrong_guess_times = array_remove(wrong_guess_times, ${guessedAt}::timestamptz)
            WHERE email = ${email}`,
      );
    },

    async markVerified(id: string, consumed: boolean): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`UPDATE otp_codes SET verified_at = now(), consumed_at = ${consumed ? sql`now()` : sql`NULL`}
            WHERE id = ${id} AND verified_at IS NULL RETURNING id`,
      );
      return rows.length === 1;
    },

    /** Uses up a code verified within the window; true when there was one (it can be used once). */
    async consumeVerified(email: string, windowMinutes: number): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`UPDATE otp_codes SET consumed_at = now()
            WHERE id = (
              SELECT id FROM otp_codes
              WHERE email = ${email} AND consumed_at IS NULL
                AND verified_at > now() - make_interval(mins => ${windowMinutes})
              ORDER BY verified_at DESC LIMIT 1
            ) AND consumed_at IS NULL
            RETURNING id`,
      );
      return rows.length === 1;
    },
  };
}
