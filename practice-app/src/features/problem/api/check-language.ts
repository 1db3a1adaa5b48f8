import { useMutation } from 'shared-query';
import { api, dataOf, type ApiRequestBody } from 'shared-auth';

export type LanguageCheckInput = ApiRequestBody<'/practice/language-check'>;

export function checkLanguage(input: LanguageCheckInput) {
  return dataOf(api.POST('/practice/language-check', { body: input }));
}

export function useCheckLanguage() {
  return useMutation({ mutationFn: checkLanguage });
}
