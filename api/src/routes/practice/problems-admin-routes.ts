import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PracticeRepositories } from '../../features/practice/practice-repositories';
import { PROBLEM_NOT_FOUND } from '../../features/practice/submit-for-evaluation';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { errorResponses, messageSchema } from '../../lib/schemas';
import { toIsoTimestamp } from '../../lib/timestamps';
import { problemFieldsBody, problemResponse } from './problems-schemas';
import { preparedProblemLevels } from '../../features/problem-packages/level-programs';
import {
  ADMIN_PROBLEMS_PAGE_SIZE,
  adminProblemsQuery,
  adminProblemsResponse,
  emailSuggestionsResponse,
  problemForEditResponse,
  problemIdParams,
  problemTitleSuggestionsResponse,
  publicationBody,
  publicationResponse,
  suggestionsQuery,
} from './problems-admin-schemas';

const tags = ['practice', 'administrator'];
const SUGGESTION_LIMIT = 10;

export const BANK_PROBLEM_EDIT_MESSAGE =
  'This problem comes from the problem bank: its code (api/src/problem-bank) is its source of truth and is re-applied on every start. Publish or unpublish it here; change its text there.';

/** Managing problems (list, edit, publish) and the all-submissions filter suggestions: administrator only. */
export default async function problemsAdminRoutes(
  fastify: FastifyInstance,
  { repositories }: { repositories: PracticeRepositories },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { problems, submissions } = repositories;

  app.get(
    '/admin/problems',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        querystring: adminProblemsQuery,
        response: { 200: adminProblemsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { search, status, page } = request.query;
      const { rows, total } = await problems.listForAdministrator({
        search: search || undefined,
        published: status === 'all' ? undefined : status === 'published',
        offset: (page - 1) * ADMIN_PROBLEMS_PAGE_SIZE,
        limit: ADMIN_PROBLEMS_PAGE_SIZE,
      });
      return {
        results: rows.map((row) => ({
          id: row.id,
          title: row.title,
          tags: row.tags,
          published: row.published,
          bank_problem: row.bank_slug !== null,
          submission_count: row.submission_count,
          created_at: toIsoTimestamp(row.created_at),
        })),
        page,
        page_size: ADMIN_PROBLEMS_PAGE_SIZE,
        total,
      };
    },
  );

  app.get(
    '/admin/problem/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: problemIdParams,
        response: { 200: problemForEditResponse, ...errorResponses },
      },
    },
    async (request) => {
      const row = await problems.findForEdit(request.params.id);
      if (!row) throw notFound(PROBLEM_NOT_FOUND);
      const { bank_slug, created_at, updated_at, ...fields } = row;
      return {
        problem: {
          ...fields,
          bank_problem: bank_slug !== null,
          created_at: toIsoTimestamp(created_at),
          updated_at: updated_at ? toIsoTimestamp(updated_at) : null,
        },
      };
    },
  );

  app.put(
    '/problem/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: problemIdParams,
        body: problemFieldsBody,
        // 503: a level with programs is checked in the sandbox before saving.
        response: { 200: problemResponse, ...errorResponses, 503: messageSchema },
      },
    },
    async (request) => {
      const existing = await problems.findForEdit(request.params.id);
      if (!existing) throw notFound(PROBLEM_NOT_FOUND);
      if (existing.bank_slug !== null) throw conflict(BANK_PROBLEM_EDIT_MESSAGE);
      const body = request.body;
      const levels = await preparedProblemLevels(body, problems);
      const problem = await problems.update(request.params.id, {
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

  app.patch(
    '/problem/:id/publication',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: problemIdParams,
        body: publicationBody,
        response: { 200: publicationResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { published } = request.body;
      if (!(await problems.setPublished(request.params.id, published))) throw notFound(PROBLEM_NOT_FOUND);
      return {
        success: true,
        published,
        message: published
          ? 'Problem published: learners see it in the practice list.'
          : 'Problem unpublished: learners no longer see it.',
      };
    },
  );

  app.get(
    '/admin/problem-titles',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        querystring: suggestionsQuery,
        response: { 200: problemTitleSuggestionsResponse, ...errorResponses },
      },
    },
    async (request) => ({ results: await problems.suggestTitles(request.query.q, SUGGESTION_LIMIT) }),
  );

  app.get(
    '/admin/submitter-emails',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        querystring: suggestionsQuery,
        response: { 200: emailSuggestionsResponse, ...errorResponses },
      },
    },
    async (request) => ({
      results: await submissions.suggestSubmitterEmails(request.query.q, SUGGESTION_LIMIT),
    }),
  );
}
