import { useMutation } from 'shared-query';
import { api, dataOf } from 'shared-api';
import { saveFile } from '../../../lib/save-file';

export const standingsFileName = (contestId: string) => `contest-${contestId}-standings.csv`;

/** The standings as a CSV file, fetched with the session (so a refusal shows its message). */
export function getStandingsCsv(contestId: string) {
  return dataOf(
    api.GET('/admin/contests/{contestId}/standings.csv', {
      params: { path: { contestId } },
      parseAs: 'blob',
    }),
  );
}

export function useExportStandings() {
  return useMutation({
    mutationFn: async (contestId: string) => {
      saveFile(await getStandingsCsv(contestId), standingsFileName(contestId));
    },
  });
}
