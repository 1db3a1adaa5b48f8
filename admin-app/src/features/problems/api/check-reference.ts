import { useMutation } from 'shared-query';
import { api, dataOf, fetchWithin, type ApiRequestBody, type ApiResponse } from 'shared-api';

export type ReferenceCheckInput = ApiRequestBody<'/practice/problem/check-reference'>;

/** `error` is set when the code could not be judged at all (compile error, sandbox unavailable). */
export type ReferenceCheckResult = ApiResponse<'/practice/problem/check-reference', 'post'>;

// Compiling and running every test in the sandbox can take a while (the JVM, a large input).
const CHECK_TIMEOUT_MS = 120_000;

export function checkReference(input: ReferenceCheckInput) {
  return dataOf(
    api.POST('/practice/problem/check-reference', { body: input, fetch: fetchWithin(CHECK_TIMEOUT_MS) }),
  );
}

export function useCheckReference() {
  return useMutation({ mutationFn: checkReference });
}
