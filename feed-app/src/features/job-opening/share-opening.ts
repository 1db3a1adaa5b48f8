import { countInBackground } from './api/increment-count';

export const SHARE_TEXT = 'Check out this job opening!';
export const SHARE_UNSUPPORTED_MESSAGE = 'Sharing not supported on this device';

export function openingShareUrl(jobId: number): string {
  return `${window.location.origin}/job-opening?id=${jobId}`;
}

/** docs/PRODUCT.md#share: the device share sheet, then one share counted; no share sheet → an alert. */
export async function shareOpening(jobId: number): Promise<void> {
  if (typeof navigator.share !== 'function') {
    window.alert(SHARE_UNSUPPORTED_MESSAGE);
    return;
  }
  try {
    await navigator.share({ text: SHARE_TEXT, url: openingShareUrl(jobId) });
  } catch (error) {
    // Closing the share sheet rejects with AbortError: nothing was shared, nothing to count.
    if (!(error instanceof DOMException && error.name === 'AbortError'))
      console.warn('Sharing failed', error);
    return;
  }
  countInBackground(jobId, 'share_count');
}
