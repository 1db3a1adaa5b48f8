import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';

export type UnlockOutcome =
  { kind: 'not-found' } | { kind: 'unlocked'; link: string; charged: boolean } | { kind: 'recharge-needed' };

export function createUnlockRepository(db: Database) {
  return {
    /**
     * Gives the user the opening's link, spending one credit the first time. The user's row is locked
     * for the decision, so parallel requests by one person are served one after another: no overspend,
     * and never two credits for the same opening.
     */
    async unlock(userId: string, jobId: number): Promise<UnlockOutcome> {
      const [job] = await queryRows<{ link: string }>(
        db,
        sql`SELECT link FROM job_openings WHERE id = ${jobId} AND status = 'published'`,
      );
      if (!job) return { kind: 'not-found' };
      if (await isUnlocked(db, userId, jobId)) return { kind: 'unlocked', link: job.link, charged: false };

      return db.transaction(async (tx) => {
        const [user] = await queryRows<{ credits: number }>(
          tx,
          sql`SELECT credits FROM users WHERE id = ${userId} FOR UPDATE`,
        );
        if (!user) return { kind: 'not-found' } as const;
        // Checked again under the lock: a parallel request may have unlocked it meanwhile.
        if (await isUnlocked(tx, userId, jobId))
          return { kind: 'unlocked', link: job.link, charged: false } as const;
        const spent = await queryRows<{ id: string }>(
          tx,
          sql`WITH spent AS (
                UPDATE users SET credits = credits - 1 WHERE id = ${userId} AND credits > 0 RETURNING id
              ), ledger AS (
                INSERT INTO credit_ledger (user_id, delta, reason, job_id)
                SELECT id, -1, 'unlock', ${jobId} FROM spent
              )
              INSERT INTO job_unlocks (user_id, job_id) SELECT id, ${jobId} FROM spent RETURNING user_id AS id`,
        );
        if (spent.length === 0) return { kind: 'recharge-needed' } as const;
        return { kind: 'unlocked', link: job.link, charged: true } as const;
      });
    },
  };
}

async function isUnlocked(db: Pick<Database, 'execute'>, userId: string, jobId: number): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`SELECT 1 AS found FROM job_unlocks WHERE user_id = ${userId} AND job_id = ${jobId}`,
  );
  return rows.length > 0;
}
