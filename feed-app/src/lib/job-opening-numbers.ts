import type { JobOpening } from './job-opening';

// docs/PRODUCT.md#job-card: what a card shows beyond the opening's own fields. Both numbers come from the job
// id, so one opening always shows the same figures to everyone.

/** The value the posting hides: the card shows it blurred. */
export const MASKED_TEXT = '12345';
export const MASKED_YOE = 1234;

/** The 'left' badge: 2 to 3 for FAANG+ openings, 4 to 5 for the others. */
export function referralsLeft(job: Pick<JobOpening, 'id' | 'meta_data'>): number {
  const base = job.meta_data.faang_level === 'yes' ? 2 : 4;
  return base + (Math.abs(job.id) % 2);
}

/** The referred count: the opening's views plus 11 to 18. */
export function referredCount(job: Pick<JobOpening, 'id' | 'view_count'>): number {
  return job.view_count + 11 + (Math.abs(job.id) % 8);
}

export function isMaskedText(value: string): boolean {
  return value.trim() === MASKED_TEXT;
}

export function isMaskedYoe(yoe: number): boolean {
  return yoe === MASKED_YOE;
}
