import { useMutation } from 'shared-query';
import { api, dataOf, fetchWithin, type ApiRequestBody } from 'shared-api';

/** `id` is chosen by the client so that a retried request evaluates the submission once. */
export type EvaluateCodeInput = ApiRequestBody<'/practice/evaluate-code'>;

/** Evaluation takes longer than an ordinary request: the server queues it, but may be busy. */
const EVALUATE_TIMEOUT_MS = 30_000;

export function evaluateCode(input: EvaluateCodeInput) {
  return dataOf(
    api.POST('/practice/evaluate-code', { body: input, fetch: fetchWithin(EVALUATE_TIMEOUT_MS) }),
  );
}

export function useEvaluateCode() {
  return useMutation({ mutationFn: evaluateCode });
}
