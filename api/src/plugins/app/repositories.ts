import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { createOtpRepository } from '../../features/accounts/otp-repository';
import { createSessionsRepository } from '../../features/accounts/sessions-repository';
import { createUsersRepository } from '../../features/accounts/users-repository';
import { createContestsRepository } from '../../features/contests/contests-repository';
import { createUnlockRepository } from '../../features/credits/unlock-repository';
import { createJobAlertsRepository } from '../../features/job-alerts/job-alerts-repository';
import { createJobOpeningsRepository } from '../../features/job-openings/job-openings-repository';
import { createLinkedinTokensRepository } from '../../features/linkedin/linkedin-tokens-repository';
import { createPaymentsRepository } from '../../features/payments/payments-repository';
import { createPracticeRepositories } from '../../features/practice/practice-repositories';
import { createPracticeFeedbackAdminRepository } from '../../features/practice-feedback/practice-feedback-admin-repository';
import { createAdminReferralRequestsRepository } from '../../features/referral-requests/admin-referral-requests-repository';
import { createReferralRequestsRepository } from '../../features/referral-requests/referral-requests-repository';
import { createSavedOpeningsRepository } from '../../features/saved-openings/saved-openings-repository';
import { createStatsRepository } from '../../features/stats/stats-repository';
import { createSubscriptionsRepository } from '../../features/subscriptions/subscriptions-repository';

export function createRepositories(db: Database) {
  return {
    users: createUsersRepository(db),
    otp: createOtpRepository(db),
    sessions: createSessionsRepository(db),
    jobOpenings: createJobOpeningsRepository(db),
    unlocks: createUnlockRepository(db),
    referralRequests: createReferralRequestsRepository(db),
    adminReferralRequests: createAdminReferralRequestsRepository(db),
    practiceFeedbackAdmin: createPracticeFeedbackAdminRepository(db),
    payments: createPaymentsRepository(db),
    subscriptions: createSubscriptionsRepository(db),
    stats: createStatsRepository(db),
    linkedinTokens: createLinkedinTokensRepository(db),
    savedOpenings: createSavedOpeningsRepository(db),
    jobAlerts: createJobAlertsRepository(db),
    /** Issue 31's contests: registrations, windows and the maintained standings. */
    contests: createContestsRepository(db),
    /** The coding-practice area's (problems, submissions, runs, feedback): its routes and its worker share them. */
    practice: createPracticeRepositories(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

export default fp(
  async function repositoriesPlugin(app: FastifyInstance) {
    app.decorate('repositories', createRepositories(app.db));
  },
  { name: 'repositories', dependencies: ['database'] },
);
