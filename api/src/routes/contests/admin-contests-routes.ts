import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTEST_NOT_FOUND,
  contestDayBounds,
  missingProblemLevelMessage,
  REGISTRATION_AFTER_DAY_MESSAGE,
  REGISTRATION_ORDER_MESSAGE,
  REPEATED_PROBLEM_MESSAGE,
  unpublishedProblemMessage,
} from '../../features/contests/contest-rules';
import { standingsCsv, toContest, toLeaderboardRow } from '../../features/contests/contest-views';
import type { ContestsRepository } from '../../features/contests/contests-repository';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import { toIsoTimestamp } from '../../lib/timestamps';
import {
  adminContestSchema,
  adminContestsResponse,
  invitationsResponse,
  newContestBody,
  standingsCsvResponse,
} from './admin-contests-schemas';
import { contestIdParams } from './contests-schemas';
import type { z } from 'zod';

const tags = ['contests', 'administrator'];

/** docs: the operator invites the top 10 to interview. */
const INVITED_PLACES = 10;

/** The operator's contest tools (`/v1/admin/contests/...`): create, list, export the standings, invite the top 10. */
export default async function adminContestsRoutes(
  fastify: FastifyInstance,
  { contests }: { contests: ContestsRepository },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Refuses what the schema alone cannot tell, before anything is stored. */
  async function assertContestValid(body: z.infer<typeof newContestBody>, endsAt: Date): Promise<void> {
    const opens = Date.parse(body.registration_opens_at);
    const closes = Date.parse(body.registration_closes_at);
    if (!(closes > opens)) throw badRequest(REGISTRATION_ORDER_MESSAGE);
    if (closes > endsAt.getTime()) throw badRequest(REGISTRATION_AFTER_DAY_MESSAGE);
    const pairs = new Set(body.problems.map(({ problem_id, level }) => `${problem_id}:${level}`));
    if (pairs.size !== body.problems.length) throw badRequest(REPEATED_PROBLEM_MESSAGE);
    const found = new Map(
      (await contests.problemLevels([...new Set(body.problems.map((problem) => problem.problem_id))])).map(
        (row) => [row.id, row],
      ),
    );
    for (const { problem_id, level } of body.problems) {
      const problem = found.get(problem_id);
      if (!problem || !problem.questions[level - 1]?.trim()) {
        throw badRequest(missingProblemLevelMessage(problem_id, level));
      }
      if (!problem.published) throw badRequest(unpublishedProblemMessage(problem.title));
    }
  }

  app.post(
    '',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        description:
          'Creates a contest. contest_day is a day in India: the contest runs 00:00–24:00 Asia/Kolkata; each participant’s window lasts window_minutes from Start, cut at the day’s end.',
        body: newContestBody,
        response: { 201: adminContestSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { startsAt, endsAt } = contestDayBounds(body.contest_day);
      await assertContestValid(body, endsAt);
      const id = await contests.create({
        name: body.name,
        pageText: body.page_text,
        registrationOpensAt: new Date(body.registration_opens_at).toISOString(),
        registrationClosesAt: new Date(body.registration_closes_at).toISOString(),
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        windowMinutes: body.window_minutes,
        problems: body.problems.map(({ problem_id, level }) => ({ problemId: problem_id, level })),
      });
      const row = await contests.find(id);
      if (!row) throw new HttpError(500, 'The contest could not be saved.');
      return reply.code(201).send(withAdminFields(row));
    },
  );

  app.get(
    '',
    {
      onRequest: app.requireAdmin,
      schema: { tags, response: { 200: adminContestsResponse, ...errorResponses } },
    },
    async () => ({ contests: (await contests.list()).map(withAdminFields) }),
  );

  app.get(
    '/:contestId/standings.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: contestIdParams,
        response: { 200: standingsCsvResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { contestId } = request.params;
      const counts = await contests.leaderboardCounts(contestId);
      if (!counts) throw notFound(CONTEST_NOT_FOUND);
      const csv = standingsCsv(await contests.allStandings(contestId), counts.problem_count);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="contest-${contestId}-standings.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/:contestId/invitations',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        description:
          'Marks the current top 10 with points invited (a tie at 10th place too; nobody is un-invited) and answers the leaderboard’s first rows.',
        params: contestIdParams,
        response: { 200: invitationsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { contestId } = request.params;
      if (!(await contests.leaderboardCounts(contestId))) throw notFound(CONTEST_NOT_FOUND);
      const invited = await contests.inviteTop(contestId, INVITED_PLACES);
      const counts = (await contests.leaderboardCounts(contestId))!;
      const rows = await contests.leaderboard(contestId, Math.max(INVITED_PLACES, invited), 0);
      return {
        invited_count: invited,
        total: counts.total,
        problem_count: counts.problem_count,
        rows: rows.map((row) => toLeaderboardRow(row, counts.problem_count)),
      };
    },
  );
}

function withAdminFields(row: Parameters<typeof toContest>[0]) {
  return {
    ...toContest(row, null),
    participant_count: row.participant_count,
    created_at: toIsoTimestamp(row.created_at),
  };
}
