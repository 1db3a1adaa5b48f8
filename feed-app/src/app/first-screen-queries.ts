// The data a first screen shows, per prerendered route: the shell's server renders these routes
// with it at request time (shell/server/prerender/render-screen.tsx, docs/TEAM-CONTRACTS.md "Markup before
// JavaScript"). Built from the query options the screens' hooks use, so the keys match by
// construction. Only the Node render bundle imports this module: the browser's chunks stay as they were.
import { getCurrentContestQueryOptions } from '../features/contests/api/get-current-contest';
import { getJobOpeningsQueryOptions, type FeedQuery } from '../features/feed/api/get-job-openings';
import { DEFAULT_FILTERS } from '../features/feed/filters';
import { getJobOpeningQueryOptions } from '../features/job-opening/api/get-job-opening';
import { parseOpeningId } from '../features/job-opening/opening-id';

/** What a visitor's /feed asks for first: the FAANG+ tab, no filters, no search, nobody signed in. */
export const VISITOR_FEED_QUERY: FeedQuery = {
  tab: 'faang',
  filters: DEFAULT_FILTERS,
  search: '',
  userId: '',
};

/**
 * A shared job page (/job-opening?id=, its only first-screen parameter in routes.ts): the opening as
 * anyone sees it. No id, or not one, asks for nothing: the screen says the link is incomplete.
 */
function publicOpening(url: URL) {
  const jobId = parseOpeningId(url.searchParams.get('id'));
  return jobId === null ? [] : [getJobOpeningQueryOptions(jobId, '')];
}

export const firstScreenQueries = {
  '/feed': () => [getJobOpeningsQueryOptions(VISITOR_FEED_QUERY)],
  '/job-opening': publicOpening,
  // The contest (or none: the static page) as a visitor sees it; the leaderboard loads in the browser.
  '/hiring-challenge': () => [getCurrentContestQueryOptions('')],
};

/**
 * A signed-in reader's first screen ('/' is their feed), rendered from the same public page: the
 * server does not know who they are. Their own page (saved and matching marks) replaces it in the
 * browser once it arrives (useJobOpenings shows the public page until then).
 */
export const memberFirstScreenQueries = {
  '/': () => [getJobOpeningsQueryOptions(VISITOR_FEED_QUERY)],
  '/feed': () => [getJobOpeningsQueryOptions(VISITOR_FEED_QUERY)],
  '/job-opening': publicOpening,
  // Nothing public to fetch: the heading and the page's frame are in the markup, the reader's own
  // settings (personal) stay pending there and in the browser's first render, then fill the form.
  '/settings': () => [],
};
