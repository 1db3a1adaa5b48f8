import type { FastifyInstance } from 'fastify';
import jobAlertsDevRoutes from './dev/job-alerts-dev-routes';
import outboxRoutes from './dev/outbox-routes';
import adminContestsRoutes from './contests/admin-contests-routes';
import contestsRoutes from './contests/contests-routes';
import healthRoutes from './health-routes';
import linkedinRoutes from './linkedin/linkedin-routes';
import devCheckoutRoutes from './payment/dev-checkout-routes';
import paymentRoutes from './payment/payment-routes';
import webhookRoutes from './payment/webhook-routes';
import feedbackAdminRoutes from './practice/feedback-admin-routes';
import practiceArea from './practice/practice-area';
import accountsOtpRoutes from './referrals/accounts-otp-routes';
import accountsSessionRoutes from './referrals/accounts-session-routes';
import accountsUserRoutes from './referrals/accounts-user-routes';
import adminOpeningRoutes from './referrals/admin-opening-routes';
import adminOpeningsListRoutes from './referrals/admin-openings-list-routes';
import adminStatsRoutes from './referrals/admin-stats-routes';
import applyRoutes from './referrals/apply-routes';
import feedRoutes from './referrals/feed-routes';
import jobAlertsRoutes from './referrals/job-alerts-routes';
import rechargeRoutes from './referrals/recharge-routes';
import referralRequestsAdminRoutes from './referrals/referral-requests-admin-routes';
import savedOpeningsRoutes from './referrals/saved-openings-routes';
import subscriptionAdminRoutes from './referrals/subscription-admin-routes';

/** Every /v1 route; the folder of a route file names its URL prefix. */
export default async function v1Routes(app: FastifyInstance) {
  await app.register(healthRoutes);
  for (const routes of [
    accountsOtpRoutes,
    accountsUserRoutes,
    accountsSessionRoutes,
    feedRoutes,
    applyRoutes,
    adminOpeningRoutes,
    adminOpeningsListRoutes,
    adminStatsRoutes,
    rechargeRoutes,
    referralRequestsAdminRoutes,
    savedOpeningsRoutes,
    jobAlertsRoutes,
    subscriptionAdminRoutes,
  ]) {
    await app.register(routes, { prefix: '/referrals' });
  }
  await app.register(paymentRoutes, { prefix: '/payment' });
  await app.register(webhookRoutes, { prefix: '/payment' });
  await app.register(linkedinRoutes, { prefix: '/linkedin' });
  await app.register(feedbackAdminRoutes, { prefix: '/practice' });
  await app.register(practiceArea, { prefix: '/practice' });
  const { contests } = app.repositories;
  await app.register(contestsRoutes, { prefix: '/contests', contests });
  await app.register(adminContestsRoutes, { prefix: '/admin/contests', contests });
  // The outbox lets anyone read anyone's one-time code and the checkout marks orders paid without a
  // payment: never in production, whatever ALLOW_DEV_SERVICES_IN_PRODUCTION says (that flag only
  // lets a staging box run the development mailer and payment stubs).
  if (!app.config.isProduction) {
    await app.register(devCheckoutRoutes, { prefix: '/payment' });
    await app.register(outboxRoutes, { prefix: '/dev' });
    await app.register(jobAlertsDevRoutes, { prefix: '/dev' });
  }
}
