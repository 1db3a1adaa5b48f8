// The data a first screen shows, per prerendered route: the shell's server renders these routes
// with it at request time (shell/server/prerender/render-screen.tsx, docs/TEAM-CONTRACTS.md "Markup before
// JavaScript"). Built from the query options the screens' hooks use, so the keys match by
// construction. Only the Node render bundle imports this module: the browser's chunks stay as they were.
import { getProblemTagsQueryOptions } from '../features/problems/api/get-problem-tags';
import { getProblemsQueryOptions } from '../features/problems/api/get-problems';

/**
 * A visitor's /practice: the list's first page (no filters, nobody's progress) and the tag filter's
 * choices, so the challenges are on screen before any script runs and nothing is rendered twice.
 */
export const firstScreenQueries = {
  '/practice': () => [getProblemsQueryOptions(), getProblemTagsQueryOptions()] as const,
};
