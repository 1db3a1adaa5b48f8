import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { evaluateSubmission, SandboxUnavailableError } from '../../evaluator/evaluate-submission';
import { EvaluationInputError } from '../../evaluator/evaluation-request';
import { isLevelOpen } from '../../features/practice/level-lock';
import { problemAudienceOf } from '../../features/practice/problem-audience';
import { pageOf, pagePosition } from '../../features/practice/practice-cursor';
import { toProblemListItem } from '../../features/practice/progress-views';
import type { PracticeRepositories } from '../../features/practice/practice-repositories';
import { levelStarterTemplates } from '../../features/practice/starter-templates/level-templates';
import {
  EMPTY_CODE_MESSAGE,
  LEVEL_LOCKED_MESSAGE,
  PROBLEM_NOT_FOUND,
} from '../../features/practice/submit-for-evaluation';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../lib/http-errors';
import { preparedProblemLevels } from '../../features/problem-packages/level-programs';
import { errorResponses, messageSchema } from '../../lib/schemas';
import { assertOwnUserId } from '../../plugins/app/sessions';
import { checkReferenceResponse, levelLockResponse } from './evaluation-schemas';
import { problemLevelQuery } from './practice-schemas';
import {
  checkReferenceBody,
  createProblemBody,
  problemResponse,
  problemsQuery,
  problemsResponse,
  questionResponse,
} from './problems-schemas';

const tags = ['practice'];

export default async function problemsRoutes(
  fastify: FastifyInstance,
  { repositories }: { repositories: PracticeRepositories },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { problems, submissions, progress } = repositories;

  app.get(
    '/problems',
    { schema: { tags, querystring: problemsQuery, response: { 200: problemsResponse, ...errorResponses } } },
    async (request) => {
      const { page, page_size, ...filters } = request.query;
      // Progress is the learner's own: a visitor gets the list without it, and cannot filter by it.
      const userId = request.user?.id ?? null;
      if (filters.status && !userId) throw unauthorized('Sign in to filter the challenges by your progress.');
      const position = pagePosition(page, page_size);
      const rows = await progress.listProblems(filters, position, page_size, userId);
      const { rows: pageRows, currentPage, nextPage } = pageOf(rows, position, page_size);
      return {
        data: {
          results: pageRows.map(toProblemListItem),
          current_page: currentPage,
          ...(nextPage ? { next_page: nextPage } : {}),
        },
      };
    },
  );

  app.post(
    '/problem',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: [...tags, 'administrator'],
        body: createProblemBody,
        // 503: a level with programs is checked in the sandbox before saving.
        response: { 200: problemResponse, ...errorResponses, 503: messageSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const levels = await preparedProblemLevels(body, problems);
      const problem = await problems.create({
        id: body.id,
        title: body.title,
        questions: [body.level_1_question, body.level_2_question, body.level_3_question],
        tags: body.tags,
        ...levels,
        timeLimitsMs: [body.level_1_time_limit_ms, body.level_2_time_limit_ms, body.level_3_time_limit_ms],
      });
      if (!problem) throw new HttpError(500, 'The problem could not be saved.');
      return { problem, message: 'Problem saved successfully!' };
    },
  );

  app.post(
    '/problem/check-reference',
    {
      onRequest: app.requireAdmin,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: [...tags, 'administrator'],
        body: checkReferenceBody,
        response: { 200: checkReferenceResponse, ...errorResponses, 503: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const { language, code, tests, time_limit_ms } = request.body;
      if (code.trim().length === 0) throw badRequest(EMPTY_CODE_MESSAGE);
      try {
        const evaluation = await evaluateSubmission(
          { language, code, tests, timeLimitMs: time_limit_ms },
          { reviewer: null },
        );
        const { reviewer_notes: _reviewerNotes, ...result } = evaluation;
        const passed = !evaluation.error && evaluation.test_results.every((test) => test.passed);
        return { passed, ...result };
      } catch (error) {
        if (error instanceof EvaluationInputError) throw badRequest(error.message);
        if (error instanceof SandboxUnavailableError) throw new HttpError(503, error.message);
        throw error;
      }
    },
  );

  app.get(
    '/question',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        querystring: problemLevelQuery,
        response: { 200: questionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { problem_id, level, user_id } = request.query;
      assertOwnUserId(request, user_id);
      const row = await problems.findLevel(problem_id, level, problemAudienceOf(request));
      if (!row) throw notFound(PROBLEM_NOT_FOUND);
      if (!(await isLevelOpen(submissions, request.user!.id, problem_id, level))) {
        throw forbidden(LEVEL_LOCKED_MESSAGE);
      }
      return {
        problem_id: row.id,
        title: row.title,
        tags: row.tags,
        level,
        question: row.question,
        sample_tests: row.sample_tests.map(({ input, output }) => ({ input, output })),
        time_limit_ms: row.time_limit_ms,
        starter_templates: levelStarterTemplates(row.bank_slug, level),
      };
    },
  );

  app.get(
    '/level-lock-status',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        querystring: problemLevelQuery,
        response: { 200: levelLockResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { problem_id, level, user_id } = request.query;
      assertOwnUserId(request, user_id);
      if (!(await problems.exists(problem_id, problemAudienceOf(request)))) throw notFound(PROBLEM_NOT_FOUND);
      return {
        previous_level_cleared: await isLevelOpen(submissions, request.user!.id, problem_id, level),
      };
    },
  );
}
