import { useMutation } from 'shared-query';
import { api, dataOf, fetchWithin, type ApiRequestBody, type ApiResponse } from 'shared-api';

/** The server refuses more (a 400): the box says so before sending. */
export const CUSTOM_INPUT_MAX_BYTES = 16 * 1024;

export type RunCodeInput = ApiRequestBody<'/practice/run-code'>;

/** Each sample against its expected output; custom input has none ('finished' when it ended on its own). */
export type RunCodeResult = ApiResponse<'/practice/run-code', 'post'>;

/** A Run compiles and runs in the sandbox while the learner waits: longer than an ordinary request. */
const RUN_TIMEOUT_MS = 30_000;

export function runCode(input: RunCodeInput) {
  return dataOf(api.POST('/practice/run-code', { body: input, fetch: fetchWithin(RUN_TIMEOUT_MS) }));
}

export function useRunCode() {
  return useMutation({ mutationFn: runCode });
}
