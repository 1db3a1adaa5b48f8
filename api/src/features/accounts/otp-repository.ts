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
