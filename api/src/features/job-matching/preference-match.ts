import { sql, type SQL } from 'drizzle-orm';
import { textArray } from '../../lib/sql-arrays';
import { DOMAIN_VOCABULARY, SETTINGS_DOMAINS, coveredDomains } from './domain-vocabulary';
import { REMOTE_MARKER, withCityAliases } from './location-aliases';

/** What Settings stores and matching reads (docs/PRODUCT.md#entity-user, its settings). */
export type JobPreferences = {
  yoe: number | null;
  domains: readonly string[];
  locations: readonly string[];
};

/** An opening within reach: asking for at most one year more than the user has. */
export const YOE_STRETCH = 1;

/**
 * Settings are complete once the Save Settings rules (docs/PRODUCT.md#validation-settings) hold: a yoe, a
 * domain and a location.
 */
export function hasCompletePreferences(preferences: JobPreferences): boolean {
  return preferences.yoe !== null && preferences.domains.length > 0 && preferences.locations.length > 0;
}

const escapeRegex = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, (character) => `\\${character}`);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Whole words or phrases, case-insensitive; "front end" also matches "front-end" and "frontend". */
function titleRegex(terms: readonly string[]): string {
  const alternatives = terms.map((term) =>
    term
      .trim()
      .split(/[\s-]+/)
      .map(escapeRegex)
      .join('[- ]?'),
  );
  return `\\m(?:${alternatives.join('|')})\\M`;
}

const ANY_DOMAIN_TITLE = titleRegex(
  SETTINGS_DOMAINS.flatMap((domain) => DOMAIN_VOCABULARY[domain].titleTerms),
);

/**
 * A boolean SQL expression over a job_openings row: does it fit these preferences? One definition serves
 * the feed's mark, its matches=yes filter and the job-alert digest, so they always agree. Every value is a
 * bound parameter; the row's columns are unqualified, so use it where job_openings is the only table with
 * them.
 */
export function preferenceMatchSql(preferences: JobPreferences): SQL {
  if (!hasCompletePreferences(preferences)) return sql`FALSE`;
  const domains = coveredDomains(preferences.domains);
  if (domains.length === 0) return sql`FALSE`;
  const locationPatterns = withCityAliases(preferences.locations).map((name) => `%${escapeLike(name)}%`);
  const titleTerms = domains.flatMap((domain) => DOMAIN_VOCABULARY[domain].titleTerms);
  const skills = [...new Set(domains.flatMap((domain) => DOMAIN_VOCABULARY[domain].skills))];
  return sql`(
    (location ILIKE ${`%${REMOTE_MARKER}%`} OR location ILIKE ANY(${textArray(locationPatterns)}))
    AND yoe <= ${(preferences.yoe ?? 0) + YOE_STRETCH}
    AND CASE WHEN lower(title) ~ ${ANY_DOMAIN_TITLE} THEN lower(title) ~ ${titleRegex(titleTerms)}
             ELSE skills && ${textArray(skills)} END
  )`;
}
