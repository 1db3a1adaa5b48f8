import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { textArray } from '../../lib/sql-arrays';

/** A contest as stored, with its problems in the operator's order (timestamps in PostgreSQL's text form). */
export type ContestRow = {
  id: string;
  name: string;
  page_text: string;
  registration_opens_at: string;
  registration_closes_at: string;
  starts_at: string;
  ends_at: string;
  window_minutes: number;
  created_at: string;
  participant_count: number;
  problems: Array<{ problem_id: string; title: string; level: number }>;
};

export type ParticipantRow = {
  degree: string;
  graduation_year: number;
  registered_at: string;
  window_started_at: string | null;
  window_ends_at: string | null;
  invited: boolean;
};

export type NewContest = {
  name: string;
  pageText: string;
  registrationOpensAt: string;
  registrationClosesAt: string;
  startsAt: string;
  endsAt: string;
  windowMinutes: number;
  problems: Array<{ problemId: string; level: number }>;
};

/** What the contest form's problem picker refers to: whether each problem exists, is published, has the level. */
export type ProblemLevelsRow = {
  id: string;
  title: string;
  published: boolean;
  questions: [string, string, string];
};

/** One leaderboard line before it is shown: the e-mail stays on the server (display names are masked). */
export type StandingRow = {
  rank: number;
  user_id: string;
  email: string;
  degree: string;
  graduation_year: number;
  score_sum: number;
  time_taken_seconds: number | null;
  problems_attempted: number;
  invited: boolean;
};

export type RegisterOutcome = 'registered' | 'already-registered' | 'closed' | 'not-found';
export type StartWindowOutcome = 'started' | 'not-found' | 'not-registered' | 'not-started' | 'over';

const CONTEST_COLUMNS = sql`
  c.id, c.name, c.page_text, c.registration_opens_at::text AS registration_opens_at,
  c.registration_closes_at::text AS registration_closes_at, c.starts_at::text AS starts_at,
  c.ends_at::text AS ends_at, c.window_minutes, c.created_at::text AS created_at,
  (SELECT count(*)::int FROM contest_participants n WHERE n.contest_id = c.id) AS participant_count,
  COALESCE((SELECT json_agg(json_build_object('problem_id', cpr.problem_id, 'title', p.title, 'level', cpr.level)
                            ORDER BY cpr.position)
            FROM contest_problems cpr JOIN problems p ON p.id = cpr.problem_id
            WHERE cpr.contest_id = c.id), '[]'::json) AS problems`;

const PARTICIPANT_COLUMNS = sql`
  cp.degree, cp.graduation_year, cp.registered_at::text AS registered_at,
  cp.window_started_at::text AS window_started_at, cp.window_ends_at::text AS window_ends_at, cp.invited`;

/** The leaderboard's order (contest_participants_leaderboard_idx): average, then time taken, no points last. */
const RANK_ORDER = sql`cp.score_sum DESC NULLS LAST, (cp.last_raised_at - cp.window_started_at) ASC NULLS LAST`;

/** Contests, registrations, windows and standings. Scores are kept by contest-scores.ts as evaluations finish. */
export function createContestsRepository(db: Database) {
  async function standings(contestId: string, limit: number | null, offset: number): Promise<StandingRow[]> {
    return queryRows<StandingRow>(
      db,
      sql`SELECT ranked.rank, ranked.user_id, u.email, ranked.degree, ranked.graduation_year, ranked.score_sum,
                 ranked.time_taken_seconds, ranked.problems_attempted, ranked.invited
          FROM (SELECT (rank() OVER (ORDER BY ${RANK_ORDER}))::int AS rank,
                       row_number() OVER (ORDER BY ${RANK_ORDER}, cp.user_id) AS position,
                       cp.user_id, cp.degree, cp.graduation_year, cp.score_sum,
                       floor(extract(epoch FROM cp.last_raised_at - cp.window_started_at))::int AS time_taken_seconds,
                       cp.problems_attempted, cp.invited
                FROM contest_participants cp
                WHERE cp.contest_id = ${contestId}
                ORDER BY ${RANK_ORDER}, cp.user_id
                ${limit === null ? sql`` : sql`LIMIT ${limit}`} OFFSET ${offset}) AS ranked
          JOIN users u ON u.id = ranked.user_id
          ORDER BY ranked.position`,
    );
  }

  return {
    async create(contest: NewContest): Promise<string> {
      return db.transaction(async (tx) => {
        const [created] = await queryRows<{ id: string }>(
          tx,
          sql`INSERT INTO contests (name, page_text, registration_opens_at, registration_closes_at, starts_at,
                                    ends_at, window_minutes)
              VALUES (${contest.name}, ${contest.pageText}, ${contest.registrationOpensAt},
                      ${contest.registrationClosesAt}, ${contest.startsAt}, ${contest.endsAt},
                      ${contest.windowMinutes})
              RETURNING id`,
        );
        const id = created!.id;
        for (const [position, problem] of contest.problems.entries()) {
          await tx.execute(
            sql`INSERT INTO contest_problems (contest_id, problem_id, level, position)
                VALUES (${id}, ${problem.problemId}, ${problem.level}, ${position})`,
          );
        }
        return id;
      });
    },

    async problemLevels(problemIds: string[]): Promise<ProblemLevelsRow[]> {
      if (problemIds.length === 0) return [];
      return queryRows<ProblemLevelsRow>(
        db,
        sql`SELECT id, title, published,
                   ARRAY[level_1_question, level_2_question, level_3_question] AS questions
            FROM problems WHERE id = ANY(${textArray(problemIds)}::uuid[])`,
      );
    },

    async find(id: string): Promise<ContestRow | undefined> {
      const [row] = await queryRows<ContestRow>(
        db,
        sql`SELECT ${CONTEST_COLUMNS} FROM contests c WHERE c.id = ${id}`,
      );
      return row;
    },

    /** The contest with the latest day (the hiring-challenge page shows it). */
    async current(): Promise<ContestRow | undefined> {
      const [row] = await queryRows<ContestRow>(
        db,
        sql`SELECT ${CONTEST_COLUMNS} FROM contests c ORDER BY c.starts_at DESC, c.created_at DESC LIMIT 1`,
      );
      return row;
    },

    async list(): Promise<ContestRow[]> {
      return queryRows<ContestRow>(
        db,
        sql`SELECT ${CONTEST_COLUMNS} FROM contests c ORDER BY c.starts_at DESC, c.created_at DESC`,
      );
    },

    async participant(contestId: string, userId: string): Promise<ParticipantRow | undefined> {
      const [row] = await queryRows<ParticipantRow>(
        db,
        sql`SELECT ${PARTICIPANT_COLUMNS} FROM contest_participants cp
            WHERE cp.contest_id = ${contestId} AND cp.user_id = ${userId}`,
      );
      return row;
    },

    /** Registers inside the registration period (the database's clock); otherwise says why not. */
    async register(
      contestId: string,
      userId: string,
      answers: { degree: string; graduationYear: number },
    ): Promise<RegisterOutcome> {
      const inserted = await queryRows(
        db,
        sql`INSERT INTO contest_participants (contest_id, user_id, degree, graduation_year)
            SELECT c.id, ${userId}, ${answers.degree}, ${answers.graduationYear} FROM contests c
            WHERE c.id = ${contestId} AND now() >= c.registration_opens_at AND now() < c.registration_closes_at
            ON CONFLICT (contest_id, user_id) DO NOTHING
            RETURNING user_id`,
      );
      if (inserted.length > 0) return 'registered';
      const [state] = await queryRows<{ contest: boolean; registered: boolean }>(
        db,
        sql`SELECT EXISTS (SELECT 1 FROM contests WHERE id = ${contestId}) AS contest,
                   EXISTS (SELECT 1 FROM contest_participants
                           WHERE contest_id = ${contestId} AND user_id = ${userId}) AS registered`,
      );
      if (!state?.contest) return 'not-found';
      return state.registered ? 'already-registered' : 'closed';
    },

    /**
     * Starts the participant's window once: one conditional UPDATE (`window_started_at IS NULL`), so two
     * tabs or browsers pressing Start together get the same window (the second update finds it set and
     * changes nothing). The window is the contest's length from now, cut at the day's end.
     */
    async startWindow(contestId: string, userId: string): Promise<StartWindowOutcome> {
      await db.execute(
        sql`UPDATE contest_participants cp
            SET window_started_at = now(),
                window_ends_at = least(now() + make_interval(mins => c.window_minutes), c.ends_at)
            FROM contests c
            WHERE c.id = cp.contest_id AND cp.contest_id = ${contestId} AND cp.user_id = ${userId}
              AND cp.window_started_at IS NULL AND now() >= c.starts_at AND now() < c.ends_at`,
      );
      const [state] = await queryRows<{
        contest: boolean;
        registered: boolean;
        started: boolean;
        not_started: boolean;
      }>(
        db,
        sql`SELECT c.id IS NOT NULL AS contest, cp.user_id IS NOT NULL AS registered,
                   cp.window_started_at IS NOT NULL AS started, now() < c.starts_at AS not_started
            FROM (SELECT 1) AS one
            LEFT JOIN contests c ON c.id = ${contestId}
            LEFT JOIN contest_participants cp ON cp.contest_id = c.id AND cp.user_id = ${userId}`,
      );
      if (!state?.contest) return 'not-found';
      if (!state.registered) return 'not-registered';
      if (state.started) return 'started';
      return state.not_started ? 'not-started' : 'over';
    },

    /** The leaderboard's totals; undefined when the contest does not exist. */
    async leaderboardCounts(
      contestId: string,
    ): Promise<{ problem_count: number; total: number } | undefined> {
      const [row] = await queryRows<{ problem_count: number; total: number }>(
        db,
        sql`SELECT (SELECT count(*)::int FROM contest_problems WHERE contest_id = c.id) AS problem_count,
                   (SELECT count(*)::int FROM contest_participants WHERE contest_id = c.id) AS total
            FROM contests c WHERE c.id = ${contestId}`,
      );
      return row;
    },

    /** A page of the leaderboard, in rank order (ties in both keys share a rank). */
    leaderboard(contestId: string, limit: number, offset: number): Promise<StandingRow[]> {
      return standings(contestId, limit, offset);
    },

    /** Every participant in rank order (the operator's CSV). */
    allStandings(contestId: string): Promise<StandingRow[]> {
      return standings(contestId, null, 0);
    },

    /**
     * Marks invited every participant ranked in the top `places` who has points (a tie at the last place
     * is invited too); nobody is un-invited. Returns how many are invited now among those places.
     */
    async inviteTop(contestId: string, places: number): Promise<number> {
      const rows = await queryRows(
        db,
        sql`UPDATE contest_participants target SET invited = true
            FROM (SELECT cp.user_id, rank() OVER (ORDER BY ${RANK_ORDER}) AS rank
                  FROM contest_participants cp
                  WHERE cp.contest_id = ${contestId} AND cp.score_sum > 0) AS ranked
            WHERE target.contest_id = ${contestId} AND target.user_id = ranked.user_id AND ranked.rank <= ${places}
            RETURNING target.user_id`,
      );
      return rows.length;
    },
  };
}

export type ContestsRepository = ReturnType<typeof createContestsRepository>;
