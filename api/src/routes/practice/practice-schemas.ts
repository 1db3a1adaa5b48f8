import { z } from 'zod';
import { MAX_CODE_BYTES } from '../../evaluator/judge/sandbox-limits';
import { SUPPORTED_LANGUAGES } from '../../evaluator/tree-sitter';
import { EMPTY_CODE_MESSAGE } from '../../features/practice/submit-for-evaluation';
import { pageCursorQuery } from '../../lib/schemas';

// The pieces every practice call shares (ids, level, language, code, paging). Each call's own schemas
// live beside its routes: problems-, evaluation-, submissions-, run- and feedback-schemas.ts.

const LANGUAGE_MESSAGE = `language must be one of ${SUPPORTED_LANGUAGES.join(', ')}.`;
const CODE_TOO_LARGE = `The code must be at most ${MAX_CODE_BYTES / 1024} KB.`;

/** Filters arrive from URLs and forms: an empty value means "not given". */
export const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

export const uuidOf = (what: string) => z.uuid({ error: `The ${what} id is not valid.` });
export const problemIdSchema = uuidOf('problem');
export const levelSchema = z.coerce
  .number({ error: 'level must be 1, 2 or 3.' })
  .int({ error: 'level must be 1, 2 or 3.' })
  .min(1, { error: 'level must be 1, 2 or 3.' })
  .max(3, { error: 'level must be 1, 2 or 3.' })
  .transform((level) => level as 1 | 2 | 3);
export const languageSchema = z.enum(SUPPORTED_LANGUAGES, { error: LANGUAGE_MESSAGE });
/** The user_id the practice calls carry: optional, and checked against the session by the route. */
export const sessionUserId = z.preprocess(blankAsMissing, z.string().max(100).optional());

export const codeSchema = z
  .string({ error: EMPTY_CODE_MESSAGE })
  .refine((code) => Buffer.byteLength(code) <= MAX_CODE_BYTES, { error: CODE_TOO_LARGE });

export const pageSchema = pageCursorQuery(300, 'use a page number or the next_page value.');

export const problemLevelQuery = z.object({
  problem_id: problemIdSchema,
  level: levelSchema,
  user_id: sessionUserId,
});

export const problemLevelLanguageQuery = problemLevelQuery.extend({ language: languageSchema });
