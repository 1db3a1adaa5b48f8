import type { Database } from '../../db/database';
import { linkedinTokens } from '../../db/schema/payments';

export function createLinkedinTokensRepository(db: Database) {
  return {
    async save(accessToken: string, expiresAt: Date, createdBy: string): Promise<void> {
      await db.insert(linkedinTokens).values({ accessToken, expiresAt: expiresAt.toISOString(), createdBy });
    },
  };
}
