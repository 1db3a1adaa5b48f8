import { assertProblemVisible } from '../../features/practice/problem-audience';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PracticeRepositories } from '../../features/practice/practice-repositories';
import { runOnSamples } from '../../features/practice/run-on-samples';
import { rateLimitRefusal } from '../../features/rate-limit/refusal';
import { errorResponses } from '../../lib/schemas';
import { assertOwnUserId } from '../../plugins/app/sessions';
import { runCodeBody, runCodeResponse } from './run-schemas';

const tags = ['practice'];

export const runLimitMessage = (perMinute: number, retryIn: string) =>
  `You have used this minute's ${perMinute} Runs. Try again in ${retryIn}. (Runs never use your daily evaluations.)`;

export default async function runRoutes(
  fastify: FastifyInstance,
  { repositories }: { repositories: PracticeRepositories },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const perMinute = app.config.RUNS_PER_MINUTE;

  app.post(
    '/run-code',
    {
      onRequest: app.requireUser,
      config: {
        // Per learner, counted after the session is read; separate from the daily evaluation limit.
        rateLimit: {
          max: perMinute,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `run-code:${request.user?.id ?? request.ip}`,
          errorResponseBuilder: (_request, context) =>
            rateLimitRefusal(runLimitMessage(perMinute, context.after), context),
        },
      },
      schema: {
        tags,
        body: runCodeBody,
        response: {
          200: runCodeResponse,
          ...errorResponses,
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (request) => {
      const { problem_id, user_id, level, language, code, custom_input } = request.body;
      assertOwnUserId(request, user_id);
      // An unpublished problem does not exist for a learner, here as on every practice route.
      await assertProblemVisible(repositories.problems, request, problem_id);
      return runOnSamples({ repositories, wakeUps: app.evaluationWakeUps }, request.user!, {
        problemId: problem_id,
        level,
        language,
        code,
        customInput: custom_input,
      });
    },
  );
}
