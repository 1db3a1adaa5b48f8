import type { FastifyInstance } from 'fastify';
import evaluationRoutes from './evaluation-routes';
import feedbackRoutes from './feedback-routes';
import levelPackageRoutes from './level-package-routes';
import problemsAdminRoutes from './problems-admin-routes';
import problemsRoutes from './problems-routes';
import progressRoutes from './progress-routes';
import runRoutes from './run-routes';
import submissionsRoutes from './submissions-routes';

/**
 * The coding-practice area's routes (`/v1/practice/...`). Its evaluation worker, sweeper and
 * warm-up are plugins (plugins/app/evaluation-*.ts): they start in any process that runs jobs.
 */
export default async function practiceArea(app: FastifyInstance) {
  const repositories = app.repositories.practice;

  await app.register(problemsRoutes, { repositories });
  await app.register(problemsAdminRoutes, { repositories });
  await app.register(progressRoutes, { repositories });
  await app.register(submissionsRoutes, { repositories });
  await app.register(evaluationRoutes, { repositories });
  await app.register(runRoutes, { repositories });
  await app.register(feedbackRoutes, { repositories });
  await app.register(levelPackageRoutes);
}
