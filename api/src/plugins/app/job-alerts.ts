import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobAlertsService, JOB_ALERTS_JOB } from '../../features/job-alerts/job-alerts-service';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Job-alert digests (issue 15). The job runs every hour; each run sends the day's digest to users who
 * have none yet, from 09:00 IST. pg-boss keeps the timetable on PostgreSQL, the in-process queue's timer
 * on PGlite.
 */
export default fp(
  async function jobAlertsPlugin(app: FastifyInstance) {
    const service = createJobAlertsService({
      repository: app.repositories.jobAlerts,
      mailer: app.mailer,
      log: app.log,
      authSecret: app.config.AUTH_SECRET,
      appUrl: app.config.PUBLIC_APP_URL,
      apiUrl: app.config.PUBLIC_API_URL,
    });
    app.decorate('jobAlerts', service);
    await app.queue.work(JOB_ALERTS_JOB, async () => {
      await service.run();
    });
    await app.queue.schedule(JOB_ALERTS_JOB, { cron: '0 * * * *', everyMs: HOUR_MS });
  },
  { name: 'job-alerts', dependencies: ['repositories', 'mailer', 'queue'] },
);
