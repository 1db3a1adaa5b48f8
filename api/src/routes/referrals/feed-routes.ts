import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decodeFeedCursor, encodeFeedCursor, type FeedCursor } from '../../features/job-openings/feed-cursor';
import { toJobOpeningView } from '../../features/job-openings/job-opening-view';
import type { FeedViewer } from '../../features/job-openings/job-openings-repository';
import { badRequest, notFound } from '../../lib/http-errors';
import { errorResponses, notModifiedResponse } from '../../lib/schemas';
import { replyWithCachedJson } from '../../features/response-cache/cached-json-reply';
import { assertOwnUserId } from '../../plugins/app/sessions';
import { jobOpeningSchema } from './job-opening-schemas';
import {
  YOE_RANGE,
  feedQuery,
  feedResponse,
  incrementCountBody,
  jobIdParams,
  jobOpeningQuery,
} from './feed-schemas';

const tags = ['feed'];
const MAX_NUMBERED_PAGE = 100_000;
export const JOB_NOT_FOUND = 'This job opening does not exist or is no longer open.';

/** Letters and digits only: each keyword becomes a prefix term of a tsquery that cannot be malformed. */
function keywords(text: string | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

type FeedQuery = z.output<typeof feedQuery>;

/** The filters a feed page depends on; user_id only has to match the session and changes nothing. */
const FEED_PARAMETERS = [
  'page',
  'page_size',
  'employment_type',
  'locations',
  'companies',
  'min_yoe',
  'max_yoe',
  'latest',
  'faang_level',
  'q',
  'user_id',
] as const;
const JOB_OPENING_PARAMETERS = ['job_id', 'user_id'] as const;

/** A parameter this cache does not know (a personal filter, say) may change the answer: bypass. */
function hasUnknownParameters(url: string, known: readonly string[]): boolean {
  const search = new URLSearchParams(url.split('?')[1] ?? '');
  const names = [...search.keys()];
  return names.some((name) => !known.includes(name)) || new Set(names).size !== names.length;
}

/** One key per filter combination, from the validated values, so `a,b` and `b, a ,b` share an entry. */
function feedCacheKey(url: string, query: FeedQuery): string | undefined {
  if (hasUnknownParameters(url, FEED_PARAMETERS)) return undefined;
  const { user_id: _user, ...filters } = query;
  const sorted = Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0))
      .map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
  return `feed:${JSON.stringify(sorted)}`;
}

export default async function feedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { jobOpenings, users } = app.repositories;

  async function feedViewer(userId: string, onlyMatches: boolean): Promise<FeedViewer | undefined> {
    const user = await users.findById(userId);
    if (!user) return undefined;
    return {
      userId,
      preferences: { yoe: user.yoe, domains: user.domainsInterestedIn, locations: user.locationsOpenTo },
      onlyMatches,
    };
  }

  app.get(
    '/job-openings',
    {
      schema: {
        tags,
        querystring: feedQuery,
        response: { 200: feedResponse, 304: notModifiedResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query;
      assertOwnUserId(request, query.user_id);
      const viewer = request.user ? await feedViewer(request.user.id, query.matches === 'yes') : undefined;
      if (viewer) {
        // A signed-in reader's page carries their own marks: no shared cache may keep or serve it.
        reply.header('cache-control', 'private, no-store');
        return readFeedPage(query, viewer);
      }
      const cacheKey = feedCacheKey(request.url, query);
      if (!cacheKey) return readFeedPage(query);
      return replyWithCachedJson(request, reply, app.responseCache, cacheKey, () => readFeedPage(query), {
        shared: true,
      });
    },
  );

  async function readFeedPage(query: FeedQuery, viewer?: FeedViewer) {
    let currentPage = 1;
    let position: { cursor: FeedCursor } | { offset: number } = { offset: 0 };
    if (query.page && !/^\d+$/.test(query.page)) {
      const cursor = decodeFeedCursor(query.page);
      currentPage = cursor.page;
      position = { cursor };
    } else if (query.page) {
      currentPage = Number(query.page);
      if (currentPage < 1 || currentPage > MAX_NUMBERED_PAGE) {
        throw badRequest(`page must be from 1 to ${MAX_NUMBERED_PAGE}; follow next_page for later pages.`);
      }
      // Numbered pages past the first are served by OFFSET; next_page cursors are the fast path.
      position = { offset: (currentPage - 1) * query.page_size };
    }
    const rows = await jobOpenings.feedPage(
      {
        employmentTypes: query.employment_type,
        locations: query.locations,
        companies: query.companies,
        minYoe: query.min_yoe && query.min_yoe > YOE_RANGE.min ? query.min_yoe : undefined,
        // 15 on the slider means "15 or more", which also keeps the masked yoe (1234) in view.
        maxYoe: query.max_yoe !== undefined && query.max_yoe < YOE_RANGE.max ? query.max_yoe : undefined,
        faangLevel: query.faang_level || undefined,
        keywords: keywords(query.q),
      },
      position,
      query.page_size,
      viewer,
    );
    const pageRows = rows.slice(0, query.page_size);
    const last = pageRows[pageRows.length - 1];
    const nextPage =
      rows.length > query.page_size && last
        ? encodeFeedCursor({ page: currentPage + 1, createdAt: last.created_at, id: last.id })
        : undefined;
    return {
      data: {
        results: pageRows.map((row) => ({
          ...toJobOpeningView(row, { withLink: false }),
          ...(viewer
            ? { matches_preferences: row.matches_preferences === true, saved: row.saved === true }
            : {}),
        })),
        current_page: currentPage,
        ...(nextPage ? { next_page: nextPage } : {}),
      },
    };
  }

  app.get(
    '/job-opening',
    {
      schema: {
        tags,
        querystring: jobOpeningQuery,
        response: {
          200: z.object({ job_opening: jobOpeningSchema }),
          304: notModifiedResponse,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      assertOwnUserId(request, request.query.user_id);
      const isAdmin = request.user?.isAdmin ?? false;
      const readOpening = async () => {
        const row = await jobOpenings.findById(request.query.job_id, { withLink: isAdmin });
        if (!row || (row.status !== 'published' && !isAdmin)) throw notFound(JOB_NOT_FOUND);
        return { job_opening: toJobOpeningView(row, { withLink: isAdmin }) };
      };
      // The administrator's copy carries the link and may be a draft: never cached.
      if (isAdmin || hasUnknownParameters(request.url, JOB_OPENING_PARAMETERS)) return readOpening();
      return replyWithCachedJson(
        request,
        reply,
        app.responseCache,
        `job-opening:${request.query.job_id}`,
        readOpening,
        { shared: !request.user },
      );
    },
  );

  app.patch(
    '/increment-count/:id',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        params: jobIdParams,
        body: incrementCountBody,
        response: {
          200: z.object({ success: z.boolean(), view_count: z.number(), share_count: z.number() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const counter = request.body.view_count !== undefined ? 'view_count' : 'share_count';
      const counts = await jobOpenings.incrementCount(request.params.id, counter);
      if (!counts) throw notFound(JOB_NOT_FOUND);
      return { success: true, ...counts };
    },
  );
}
