import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEvaluationWakeUps } from '../../features/practice/evaluation-wake-ups';

/** `app.evaluationWakeUps`: the submit and run routes announce waiting submissions, the worker's slots hear them. */
export default fp(
  async function evaluationWakeUpsPlugin(app: FastifyInstance) {
    app.decorate('evaluationWakeUps', createEvaluationWakeUps(app.database, app.log));
  },
  { name: 'evaluation-wake-ups', dependencies: ['database'] },
);
