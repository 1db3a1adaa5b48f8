import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ALREADY_REGISTERED,
  CONTEST_NOT_FOUND,
  CONTEST_OVER,
  NOT_STARTED,
  REGISTER_FIRST,
  REGISTRATION_CLOSED,
} from '../../features/contests/contest-rules';
import { toContest, toLeaderboardRow, toMe } from '../../features/contests/contest-views';
import type { ContestRow, ContestsRepository } from '../../features/contests/contests-repository';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import {
  contestIdParams,
  contestSchema,
  currentContestResponse,
  leaderboardQuery,
  leaderboardResponse,
  meResponse,
  registrationBody,
} from './contests-schemas';

const tags = ['contests'];

/**
 * Issue 31 item 4, the participant's side (`/v1/contests/...`): the contest page, registering, starting
 * one's window, and the public leaderboard. Scores are kept as evaluations finish (contest-scores.ts).
 */
export default async function contestsRoutes(
  fastify: FastifyInstance,
  { contests }: { contests: ContestsRepository },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The contest with the caller's registration and window; `me` is null for a visitor. */
  async function contestFor(request: FastifyRequest, row: ContestRow) {
    if (!request.user) return toContest(row, null);
    return toContest(row, toMe(await contests.participant(row.id, request.user.id)));
  }

  async function meOf(contestId: string, userId: string) {
    return { me: toMe(await contests.participant(contestId, userId)) };
  }

  app.get(
    '/current',
    {
      schema: {
        tags,
        description: 'The contest with the latest day, or null when none is configured.',
        response: { 200: currentContestResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const row = await contests.current();
      return { contest: row ? await contestFor(request, row) : null };
    },
  );

  app.get(
    '/:contestId',
    { schema: { tags, params: contestIdParams, response: { 200: contestSchema, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const row = await contests.find(request.params.contestId);
      if (!row) throw notFound(CONTEST_NOT_FOUND);
      return contestFor(request, row);
    },
  );

  app.post(
    '/:contestId/registrations',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        description: 'Registers the caller with their eligibility answers, inside the registration period.',
        params: contestIdParams,
        body: registrationBody,
        response: { 201: meResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { contestId } = request.params;
      const userId = request.user!.id;
      const outcome = await contests.register(contestId, userId, {
        degree: request.body.degree,
        graduationYear: request.body.graduation_year,
      });
      if (outcome === 'not-found') throw notFound(CONTEST_NOT_FOUND);
      if (outcome === 'already-registered') throw conflict(ALREADY_REGISTERED);
      if (outcome === 'closed') throw conflict(REGISTRATION_CLOSED);
      return reply.code(201).send(await meOf(contestId, userId));
    },
  );

  app.post(
    '/:contestId/window',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        description:
          'Starts the caller’s window (once: pressing Start again, in any tab or browser, answers the same window).',
        params: contestIdParams,
        response: { 200: meResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { contestId } = request.params;
      const userId = request.user!.id;
      const outcome = await contests.startWindow(contestId, userId);
      if (outcome === 'not-found') throw notFound(CONTEST_NOT_FOUND);
      if (outcome === 'not-registered') throw forbidden(REGISTER_FIRST);
      if (outcome === 'not-started') throw conflict(NOT_STARTED);
      if (outcome === 'over') throw conflict(CONTEST_OVER);
      return meOf(contestId, userId);
    },
  );

  app.get(
    '/:contestId/leaderboard',
    {
      schema: {
        tags,
        description:
          'Ranked by the average of each participant’s best overall rating per contest problem (unattempted: 0), then by time taken from window start to the submission that last raised it; no points last.',
        params: contestIdParams,
        querystring: leaderboardQuery,
        response: { 200: leaderboardResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { contestId } = request.params;
      const counts = await contests.leaderboardCounts(contestId);
      if (!counts) throw notFound(CONTEST_NOT_FOUND);
      const rows = await contests.leaderboard(contestId, request.query.limit, request.query.offset);
      reply.header('cache-control', 'no-store');
      return {
        total: counts.total,
        problem_count: counts.problem_count,
        rows: rows.map((row) => toLeaderboardRow(row, counts.problem_count)),
      };
    },
  );
}
