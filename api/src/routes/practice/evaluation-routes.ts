import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertProblemVisible } from '../../features/practice/problem-audience';
import type { PracticeRepositories } from '../../features/practice/practice-repositories';
import { toEvaluationView } from '../../features/practice/practice-views';
import {
  checkLanguageOrBusy,
  EMPTY_CODE_MESSAGE,
  submitForEvaluation,
} from '../../features/practice/submit-for-evaluation';
import { assertSomeWorkerRuns, workersDecideLanguages } from '../../features/queue/worker-capacity';
import { requestTraceparent } from '../../plugins/app/tracing';
import { badRequest } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import { assertOwnUserId } from '../../plugins/app/sessions';
import {
  evaluateCodeBody,
  evaluateCodeResponse,
  languageCheckBody,
  languageCheckResponse,
  latestEvaluationResponse,
} from './evaluation-schemas';
import { problemLevelLanguageQuery } from './practice-schemas';

const tags = ['practice'];

export default async function evaluationRoutes(
  fastify: FastifyInstance,
  { repositories }: { repositories: PracticeRepositories },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const workersDecide = workersDecideLanguages(app);

  app.post(
    '/evaluate-code',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: evaluateCodeBody,
        response: { 200: evaluateCodeResponse, ...errorResponses, 503: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const { id, problem_id, user_id, level, language, code } = request.body;
      assertOwnUserId(request, user_id);
      return submitForEvaluation(
        {
          repositories,
          wakeUps: app.evaluationWakeUps,
          log: request.log,
          freeEvaluationsPerDay: app.config.FREE_EVALUATIONS_PER_DAY,
          // A replica whose jobs run on separate workers accepts what the live workers say they can run.
          assertCanEvaluate: workersDecide ? (language) => assertSomeWorkerRuns(app.db, language) : undefined,
        },
        request.user!,
        { id, problemId: problem_id, level, language, code, traceContext: requestTraceparent(request) },
      );
    },
  );

  app.post(
    '/language-check',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: languageCheckBody,
        response: { 200: languageCheckResponse, ...errorResponses, 503: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const { code, language } = request.body;
      if (code.trim().length === 0) throw badRequest(EMPTY_CODE_MESSAGE);
      const check = await checkLanguageOrBusy(code, language);
      return check.passed ? { passed: true } : { passed: false, message: check.reason };
    },
  );

  app.get(
    '/evaluation/latest',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        querystring: problemLevelLanguageQuery,
        response: { 200: latestEvaluationResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { problem_id, level, language, user_id } = request.query;
      assertOwnUserId(request, user_id);
      await assertProblemVisible(repositories.problems, request, problem_id);
      const row = await repositories.submissions.latest({
        userId: request.user!.id,
        problemId: problem_id,
        level,
        language,
      });
      if (!row) {
        return {
          submission_id: null,
          status: 'none' as const,
          queue_position: null,
          evaluation: null,
          error: null,
          runtime_percentile: null,
        };
      }
      return {
        submission_id: row.id,
        status: row.status,
        queue_position: row.status === 'pending' ? row.queue_position : null,
        evaluation: toEvaluationView(row),
        error: row.status === 'failed' ? row.failure_reason : null,
        runtime_percentile:
          row.status === 'done'
            ? ((await repositories.runtimePercentile.forSubmission(row.id)) ?? null)
            : null,
      };
    },
  );
}
