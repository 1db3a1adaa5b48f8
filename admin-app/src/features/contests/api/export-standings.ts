import { useMutation } from 'shared-query';
import { api, dataOf } from 'shared-api';

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

/** Hands a file to the browser's downloads. */
function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL may go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportStandings() {
  return useMutation({
    mutationFn: async (contestId: string) => {
      saveFile(await getStandingsCsv(contestId), standingsFileName(contestId));
    },
  });
}
