import { useMutation } from 'shared-query';
import { api, dataOf, fetchWithin } from 'shared-api';
import type { NewProblem } from '../types';
import { CHECK_TIMEOUT_MS } from './check-level-package';

/** The API checks every level made from programs before it saves the problem: up to three checks. */
export const SAVE_TIMEOUT_MS = 3 * CHECK_TIMEOUT_MS;

export function createProblem(problem: NewProblem) {
  return dataOf(api.POST('/practice/problem', { body: problem, fetch: fetchWithin(SAVE_TIMEOUT_MS) }));
}

export function useCreateProblem() {
  return useMutation({ mutationFn: createProblem });
}
