import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertProblemVisible } from '../../features/practice/problem-audience';
import { pageOf, pagePosition } from '../../features/practice/practice-cursor';
import type { PracticeRepositories } from '../../features/practice/practice-repositories';
import { toAdminSubmissionView, toSubmissionView } from '../../features/practice/practice-views';
import { errorResponses } from '../../lib/schemas';
import { assertOwnUserId } from '../../plugins/app/sessions';
import { problemLevelLanguageQuery } from './practice-schemas';
import {
  allSubmissionsQuery,
  allSubmissionsResponse,
  latestSubmissionResponse,
  ownSubmissionsQuery,
  ownSubmissionsResponse,
} from './submissions-schemas';

const tags = ['practice'];

export default async function submissionsRoutes(
  fastify: FastifyInstance,
  { repositories }: { repositories: PracticeRepositories },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { problems, submissions } = repositories;

  app.get(
    '/submission/latest',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        querystring: problemLevelLanguageQuery,
        response: { 200: latestSubmissionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { problem_id, level, language, user_id } = request.query;
      assertOwnUserId(request, user_id);
      await assertProblemVisible(problems, request, problem_id);
      const row = await submissions.latest({
        userId: request.user!.id,
        problemId: problem_id,
        level,
        language,
      });
      return { submission: row ? toSubmissionView(row) : null };
    },
  );

  app.get(
    '/submissions',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        querystring: ownSubmissionsQuery,
        response: { 200: ownSubmissionsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { page, page_size, user_id, problem_id, level, language } = request.query;
      assertOwnUserId(request, user_id);
      if (problem_id) await assertProblemVisible(problems, request, problem_id);
      const position = pagePosition(page, page_size);
      const rows = await submissions.list(
        { userId: request.user!.id, problemId: problem_id, level, language },
        position,
        page_size,
      );
      const { rows: pageRows, currentPage, nextPage } = pageOf(rows, position, page_size);
      return {
        data: {
          results: pageRows.map(toSubmissionView),
          current_page: currentPage,
          ...(nextPage ? { next_page: nextPage } : {}),
        },
      };
    },
  );

  app.get(
    '/submissions/all',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: [...tags, 'administrator'],
        querystring: allSubmissionsQuery,
        response: { 200: allSubmissionsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { page, page_size, user_id, problem_id, level, language, email, problem_title } = request.query;
      const position = pagePosition(page, page_size);
      const rows = await submissions.list(
        {
          userId: user_id,
          problemId: problem_id,
          level,
          language,
          userEmail: email,
          problemTitle: problem_title,
        },
        position,
        page_size,
        { withAuthor: true },
      );
      const { rows: pageRows, currentPage, nextPage } = pageOf(rows, position, page_size);
      return {
        data: {
          results: pageRows.map(toAdminSubmissionView),
          current_page: currentPage,
          ...(nextPage ? { next_page: nextPage } : {}),
        },
      };
    },
  );
}
