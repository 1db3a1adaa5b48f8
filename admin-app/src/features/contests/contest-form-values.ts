import { z } from 'zod';
import type { NewContest } from './types';

/** The contest day and the registration times are India time (the API's contest day is 00:00–24:00 IST). */
export const INDIA_OFFSET = '+05:30';
export const DEFAULT_WINDOW_MINUTES = 180;
const MINUTES_PER_DAY = 24 * 60;

export const CONTEST_FORM_MESSAGES = {
  name: 'Enter the contest’s name.',
  page_text: 'Enter the text of the contest’s public page.',
  registration_opens_at: 'Choose when registration opens.',
  registration_closes_at: 'Choose when registration closes.',
  registration_order: 'Registration must close after it opens.',
  registration_after_day: 'Registration must close by the end of the contest day.',
  contest_day: 'Choose the contest day.',
  window_minutes: `The window must be a whole number of minutes from 1 to ${MINUTES_PER_DAY}.`,
  problems: 'Add at least one problem.',
} as const;

export interface ContestFormValues {
  name: string;
  page_text: string;
  registration_opens_at: string;
  registration_closes_at: string;
  contest_day: string;
  window_minutes: string;
  problems: Array<{ problem_id: string; title: string; level: string }>;
}

export const EMPTY_CONTEST: ContestFormValues = {
  name: '',
  page_text: '',
  registration_opens_at: '',
  registration_closes_at: '',
  contest_day: '',
  window_minutes: String(DEFAULT_WINDOW_MINUTES),
  problems: [],
};

/** A datetime-local value ('2026-08-01T09:00') as an instant in India time. */
export const indiaInstant = (local: string) =>
  `${local.length === 16 ? `${local}:00` : local}${INDIA_OFFSET}`;

const M = CONTEST_FORM_MESSAGES;

/** Checked on submit in the operator's words; the API checks the same and more (problem levels). */
export const contestSchema = z
  .object({
    name: z.string().trim().min(1, { error: M.name }),
    page_text: z.string().trim().min(1, { error: M.page_text }),
    registration_opens_at: z.string().min(1, { error: M.registration_opens_at }),
    registration_closes_at: z.string().min(1, { error: M.registration_closes_at }),
    contest_day: z.string().min(1, { error: M.contest_day }),
    window_minutes: z
      .string()
      .trim()
      .regex(/^\d+$/, { error: M.window_minutes })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, { error: M.window_minutes })
          .max(MINUTES_PER_DAY, { error: M.window_minutes }),
      ),
    problems: z
      .array(z.object({ problem_id: z.string(), title: z.string(), level: z.string() }))
      .min(1, { error: M.problems }),
  })
  .superRefine((values, context) => {
    const opens = values.registration_opens_at;
    const closes = values.registration_closes_at;
    // datetime-local values of one zone order as text.
    if (opens && closes && closes <= opens)
      context.addIssue({ code: 'custom', message: M.registration_order, path: ['registration_closes_at'] });
    else if (closes && values.contest_day && closes.slice(0, 10) > values.contest_day)
      context.addIssue({
        code: 'custom',
        message: M.registration_after_day,
        path: ['registration_closes_at'],
      });
  })
  .transform((values): NewContest => ({
    name: values.name,
    page_text: values.page_text,
    registration_opens_at: indiaInstant(values.registration_opens_at),
    registration_closes_at: indiaInstant(values.registration_closes_at),
    contest_day: values.contest_day,
    window_minutes: values.window_minutes,
    problems: values.problems.map(({ problem_id, level }) => ({ problem_id, level: Number(level) })),
  }));
