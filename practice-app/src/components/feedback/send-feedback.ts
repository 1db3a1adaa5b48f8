import { useMutation } from 'shared-query';
import { api, dataOf, type ApiRequestBody } from 'shared-api';

export type FeedbackInput = ApiRequestBody<'/practice/feedback'>;

export function sendFeedback(input: FeedbackInput) {
  return dataOf(api.POST('/practice/feedback', { body: input }));
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
