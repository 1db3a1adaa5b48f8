import { queryOptions, useQuery } from 'shared-query';
import { useEffect, useState } from 'react';
import { api, dataOf } from 'shared-api';

// Suggestions follow typing, but not every keystroke needs a request.
const TYPING_PAUSE_MS = 200;
const MIN_LETTERS = 2;

export function getProblemTitleSuggestions(text: string, signal?: AbortSignal) {
  return dataOf(api.GET('/practice/admin/problem-titles', { params: { query: { q: text } }, signal }));
}

export function getEmailSuggestions(text: string, signal?: AbortSignal) {
  return dataOf(api.GET('/practice/admin/submitter-emails', { params: { query: { q: text } }, signal }));
}

function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled.trim();
}

export function useProblemTitleSuggestions(text: string): string[] {
  const settled = useSettledText(text);
  const suggestions = useQuery({
    ...queryOptions({
      queryKey: ['admin', 'suggestions', 'problem-title', settled] as const,
      queryFn: ({ signal }) => getProblemTitleSuggestions(settled, signal),
      staleTime: 60_000,
    }),
    enabled: settled.length >= MIN_LETTERS,
  });
  // Two problems may share a title: the filter matches them all, so one suggestion is enough.
  return [...new Set(suggestions.data?.results.map((row) => row.title) ?? [])];
}

export function useEmailSuggestions(text: string): string[] {
  const settled = useSettledText(text);
  const suggestions = useQuery({
    ...queryOptions({
      queryKey: ['admin', 'suggestions', 'email', settled] as const,
      queryFn: ({ signal }) => getEmailSuggestions(settled, signal),
      staleTime: 60_000,
    }),
    enabled: settled.length >= MIN_LETTERS,
  });
  return suggestions.data?.results ?? [];
}
