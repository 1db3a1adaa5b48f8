import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { seedProblemBank } from '../problem-bank/seed';
import { queryRows, type Database } from './database';
import { users } from './schema/accounts';
import { jobOpenings } from './schema/job-openings';
import { creditLedger, paymentOrders } from './schema/payments';
import { generateSignUps } from './seed/activity';
import { iterateJobOpenings, type SeedJobOpening } from './seed/job-openings';

const INSERT_BATCH = 1000;
export const SEED_OPENINGS = 400;
export const SEED_SIGN_UPS = 240;

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

async function isEmpty(db: Database, table: 'job_openings' | 'payment_orders'): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM ${sql.identifier(table)} LIMIT 1`,
  );
  return rows.length === 0;
}

export type SeedSummary = { accounts: number; openings: number; problems: number; signUps: number };

/** Back-dated job seekers and their paid orders, so a fresh install's statistics are real rows. */
async function insertSignUps(
  db: Database,
  config: AppConfig,
  count: number,
  now: Date | undefined,
): Promise<number> {
  const signUps = generateSignUps(count, { now });
  const created = await db
    .insert(users)
    .values(
      signUps.map((signUp) => ({
        email: signUp.email,
        credits: config.SIGNUP_CREDITS + (signUp.purchase?.credits ?? 0),
        referralCode: signUp.referral_code,
        createdAt: signUp.created_at.toISOString(),
      })),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  const idByEmail = new Map(created.map((row) => [row.email, row.id]));
  const paid = signUps.flatMap((signUp) => {
    const userId = idByEmail.get(signUp.email);
    return userId && signUp.purchase ? [{ userId, purchase: signUp.purchase }] : [];
  });
  if (paid.length > 0) {
    await db.insert(paymentOrders).values(
      paid.map(({ userId, purchase }) => ({
        id: purchase.order_id,
        userId,
        appName: 'referrals',
        amount: purchase.amount,
        credits: purchase.credits,
        provider: 'dev',
        paymentSessionId: `seed-session-${purchase.order_id}`,
        status: 'paid',
        creditedAt: purchase.paid_at.toISOString(),
        redirectUrl: '/purchase-status',
        createdAt: purchase.paid_at.toISOString(),
      })),
    );
    await db.insert(creditLedger).values(
      paid.map(({ userId, purchase }) => ({
        userId,
        delta: purchase.credits,
        reason: 'recharge',
        paymentOrderId: purchase.order_id,
        createdAt: purchase.paid_at.toISOString(),
      })),
    );
  }
  return created.length;
}

/** Fills what is empty: the administrator and statistics accounts and a few hundred openings. */
export async function seedDatabase(
  db: Database,
  config: AppConfig,
  options: { openings?: number; signUps?: number; now?: Date } = {},
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

  let signUps = 0;
  if (options.signUps !== 0 && (await isEmpty(db, 'payment_orders'))) {
    signUps = await insertSignUps(db, config, options.signUps ?? SEED_SIGN_UPS, options.now);
  }

  // Every start: bank problems follow the code (their full tests stay there; see problem-bank/seed.ts).
  const problemsInserted = await seedProblemBank(db);

  return { accounts: accounts.length, openings, problems: problemsInserted, signUps };
}
