import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { sessions } from '../../db/schema/accounts';
import { randomToken, sha256 } from '../../lib/tokens';

export const SESSION_DAYS = 7;

export function createSessionsRepository(db: Database) {
  return {
    /** Returns the token for the cookie; only its hash is stored. */
    async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = randomToken();
      const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
      await db
        .insert(sessions)
        .values({ tokenHash: sha256(token), userId, expiresAt: expiresAt.toISOString() });
      return { token, expiresAt };
    },

    async findUser(token: string): Promise<{ id: string; email: string } | undefined> {
      const [row] = await queryRows<{ id: string; email: string }>(
        db,
        sql`SELECT u.id, u.email FROM sessions s JOIN users u ON u.id = s.user_id
            WHERE s.token_hash = ${sha256(token)} AND s.revoked_at IS NULL AND s.expires_at > now()`,
      );
      return row;
    },

    async revoke(token: string): Promise<void> {
      await db.execute(
        sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${sha256(token)} AND revoked_at IS NULL`,
      );
    },
  };
}
