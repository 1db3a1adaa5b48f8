// Stands in for src/app/first-screen-queries.ts of a remote that has no data screen.
import type { FirstScreenQueries } from './first-screen';

export const firstScreenQueries: FirstScreenQueries = {};
export const memberFirstScreenQueries: FirstScreenQueries = {};
