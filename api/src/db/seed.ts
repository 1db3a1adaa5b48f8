import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { seedProblemBank } from '../problem-bank/seed';
import { queryRows, type Database } from './database';
import { users } from './schema/accounts';
import { jobOpenings } from './schema/job-openings';
import { iterateJobOpenings, type SeedJobOpening } from './seed/job-openings';

const INSERT_BATCH = 1000;
export const SEED_OPENINGS = 400;

/** Inserts openings in batches so a 200,000-row benchmark set never sits in memory at once. */
export async function insertJobOpenings(db: Database, openings: Iterable<SeedJobOpening>): Promise<number> {
  let batch: Array<typeof jobOpenings.$inferInsert> = [];
  let inserted = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db.insert(jobOpenings).values(batch);
    inserted += batch.length;
    batch = [];
  };
  for (const opening of openings) {
    batch.push({
      title: opening.title,
      companyName: opening.company_name,
      employmentType: opening.employment_type,
      location: opening.location,
      yoe: opening.yoe,
      skills: opening.skills,
      link: opening.link,
      status: opening.status,
      faangLevel: opening.faang_level,
      viewCount: opening.view_count,
      shareCount: opening.share_count,
      createdAt: opening.created_at.toISOString(),
    });
    if (batch.length >= INSERT_BATCH) await flush();
  }
  await flush();
  return inserted;
}

async function isEmpty(db: Database, table: 'job_openings'): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM ${sql.identifier(table)} LIMIT 1`,
  );
  return rows.length === 0;
}

export type SeedSummary = { accounts: number; openings: number; problems: number };

/** Fills what is empty: the administrator and statistics accounts and a few hundred openings. */
export async function seedDatabase(
  db: Database,
  config: AppConfig,
  options: { openings?: number; now?: Date } = {},
): Promise<SeedSummary> {
  const emails = [...new Set([...config.ADMIN_EMAILS, ...config.STATS_EMAILS])];
  const accounts = emails.length
    ? await db
        .insert(users)
        .values(emails.map((email) => ({ email, credits: config.SIGNUP_CREDITS, signupMethod: 'otp' })))
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id })
    : [];

  let openings = 0;
  if (await isEmpty(db, 'job_openings')) {
    openings = await insertJobOpenings(
      db,
      iterateJobOpenings(options.openings ?? SEED_OPENINGS, { now: options.now }),
    );
  }

  // Every start: bank problems follow the code (their full tests stay there; see problem-bank/seed.ts).
  const problemsInserted = await seedProblemBank(db);

  return { accounts: accounts.length, openings, problems: problemsInserted };
}
