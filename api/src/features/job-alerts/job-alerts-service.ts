import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer';
import { jobAlertDigestMail } from './digest-mail';
import type { AlertSubscriber, JobAlertsRepository } from './job-alerts-repository';
import { createUnsubscribeToken } from './unsubscribe-token';

export const JOB_ALERTS_JOB = 'job-alerts';
export const DIGEST_SIZE = 10;
const SUBSCRIBER_PAGE = 200;

/** Users are in India: a "day" of alerts is a calendar day in IST (UTC+05:30, no daylight saving). */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
/** The scheduled run sends from 09:00 IST; the development route sends at once. */
export const SENDING_HOUR_IST = 9;

export const digestDay = (now: Date) => new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
const istHour = (now: Date) => new Date(now.getTime() + IST_OFFSET_MS).getUTCHours();

export type JobAlertsRun = { checked: number; sent: number };

export type JobAlertsDependencies = {
  repository: JobAlertsRepository;
  mailer: Mailer;
  log: FastifyBaseLogger;
  authSecret: string;
  appUrl: string;
  apiUrl: string;
};

export function createJobAlertsService(deps: JobAlertsDependencies) {
  const { repository, mailer, log } = deps;

  /** Sends this user's digest for `day` unless another run already did; true when this call sent it. */
  async function sendDigest(user: AlertSubscriber, day: string, now: Date): Promise<boolean> {
    const preferences = {
      yoe: user.yoe,
      domains: user.domains_interested_in,
      locations: user.locations_open_to,
    };
    const since = await repository.windowStart(user.id, user.created_at, now);
    const openings = await repository.matchingOpenings(preferences, since, now, DIGEST_SIZE);
    if (openings.length === 0) return false;
    if (
      !(await repository.claimDigest(
        user.id,
        day,
        now,
        openings.map((opening) => opening.id),
      ))
    )
      return false;
    try {
      const token = await createUnsubscribeToken(deps.authSecret, user.id, now);
      const unsubscribeUrl = `${deps.apiUrl}/referrals/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`;
      await mailer.send(jobAlertDigestMail(user.email, openings, { appUrl: deps.appUrl, unsubscribeUrl }));
    } catch (error) {
      await repository.releaseDigest(user.id, day);
      throw error;
    }
    await repository.markSent(user.id, day);
    return true;
  }

  return {
    sendDigest,

    /**
     * One pass over every subscribed user. Safe to run on several workers at once and several times a day:
     * the (user, day) key decides who sends, so each user gets at most one digest per day.
     */
    async run(options: { now?: Date; ignoreSendingHour?: boolean } = {}): Promise<JobAlertsRun> {
      const now = options.now ?? new Date();
      if (!options.ignoreSendingHour && istHour(now) < SENDING_HOUR_IST) return { checked: 0, sent: 0 };
      const day = digestDay(now);
      let afterId: string | null = null;
      let checked = 0;
      let sent = 0;
      for (;;) {
        const users = await repository.subscribersWithoutDigest(day, afterId, SUBSCRIBER_PAGE);
        for (const user of users) {
          checked += 1;
          try {
            if (await sendDigest(user, day, now)) sent += 1;
          } catch (error) {
            // One bad address must not hold back everyone else's digest; the next run tries again.
            log.error({ err: error, userId: user.id }, 'job alert digest not sent');
          }
        }
        if (users.length < SUBSCRIBER_PAGE) break;
        afterId = users[users.length - 1]!.id;
      }
      log.info({ day, checked, sent }, 'job alerts run');
      return { checked, sent };
    },
  };
}

export type JobAlertsService = ReturnType<typeof createJobAlertsService>;
