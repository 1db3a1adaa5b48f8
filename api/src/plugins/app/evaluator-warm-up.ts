import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { warmUpEvaluatorOnce } from '../../features/practice/evaluator-warm-up';

/**
 * A process that runs jobs proves its sandbox and builds the C++ precompiled header once it is ready,
 * without waiting for it. Test apps never warm up: most never run code, and the ones that do warm up
 * on their first job.
 */
export default fp(
  async function evaluatorWarmUpPlugin(app: FastifyInstance) {
    app.addHook('onReady', async () => {
      if (app.config.QUEUE_WORKER !== 'in-process' || app.config.NODE_ENV === 'test') return;
      void warmUpEvaluatorOnce(app.log);
    });
  },
  { name: 'evaluator-warm-up' },
);
