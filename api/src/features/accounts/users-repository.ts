import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { creditLedger } from '../../db/schema/payments';

export type UserRow = typeof users.$inferSelect;

export type NewUser = {
  email: string;
  signupMethod: 'otp' | 'google';
  credits: number;
  referralCode?: string | null;
  userAgent?: string | null;
  eventId?: string | null;
  fbp?: string | null;
  fbc?: string | null;
};

export type UserSettings = {
  yoe: number;
  domainsInterestedIn: string[];
  locationsOpenTo: string[];
  currentOrganization: string;
  jobAlerts?: 'daily' | 'off';
  resumeLink?: string;
  applyNotes?: string;
};

export function createUsersRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async exists(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
        .limit(1);
      return row !== undefined;
    },

    /** Creates the account with its sign-up credits ledgered; undefined when the e-mail is taken. */
    async create(input: NewUser): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            email: input.email.toLowerCase(),
            signupMethod: input.signupMethod,
            credits: input.credits,
            referralCode: input.referralCode || null,
            userAgent: input.userAgent || null,
            eventId: input.eventId || null,
            fbp: input.fbp || null,
            fbc: input.fbc || null,
          })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (row && input.credits > 0) {
          await tx.insert(creditLedger).values({ userId: row.id, delta: input.credits, reason: 'signup' });
        }
        return row;
      });
    },

    async updateSettings(id: string, settings: UserSettings): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(settings).where(eq(users.id, id)).returning();
      return row;
    },

    /** Issue 32: the first-visit answers, each optional; what is not given stays as it was. */
    async updatePreferences(
      id: string,
      preferences: Partial<
        Pick<UserSettings, 'yoe' | 'domainsInterestedIn' | 'locationsOpenTo' | 'jobAlerts'>
      >,
    ): Promise<UserRow | undefined> {
      if (Object.keys(preferences).length === 0) return this.findById(id);
      const [row] = await db.update(users).set(preferences).where(eq(users.id, id)).returning();
      return row;
    },

    /** Issue 32: what the next apply form starts with; notes are kept only when asked to. */
    async rememberApplication(id: string, resumeLink: string, notes: string): Promise<void> {
      await db.update(users).set({ resumeLink, applyNotes: notes }).where(eq(users.id, id));
    },

    async credits(id: string): Promise<number> {
      const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, id));
      return row?.credits ?? 0;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      return Number(row?.count ?? 0);
    },
  };
}
