// The company: a labelled line, a known employer, a hiring sentence, or the application link's host.
import { KNOWN_COMPANIES } from './known-companies.ts';
import { ROLE_NOUN } from './role-noun.ts';
import { escapeRegExp, labelledValue, withoutHashtags, withoutUrls } from './text.ts';

// In priority order: "Client:" names the end customer only when no "Company:" line says who hires.
const COMPANY_LABELS: readonly RegExp[] = [/company(?:\s+name)?|organi[sz]ation|employer|firm/, /client/];
const KNOWN_COMPANY_PATTERNS = KNOWN_COMPANIES.map((company) => ({
  name: company.name,
  pattern: new RegExp(`(?<![\\w.])(?:${company.aliases.map(escapeRegExp).join('|')})(?![\\w])`, 'i'),
}));
const CAPITALISED_NAME = "([A-Z][\\w&'.-]*(?:\\s+[A-Z][\\w&'.-]*){0,3})";
const COMPANY_SENTENCES: readonly RegExp[] = [
  new RegExp(
    `\\b(?:[Ww]e\\s+at|[Tt]eam\\s+at|[Hh]iring\\s+at|[Jj]oin(?:ing)?|[Aa]t|@)\\s+${CAPITALISED_NAME}`,
    'g',
  ),
  new RegExp(`${CAPITALISED_NAME}\\s+(?:is|are)\\s+(?:hiring|looking)`, 'g'),
];
const NOT_COMPANY_WORDS =
  /^(?:we|our|my|the|hey|hi|hello|exciting|urgent|hiring|this|i|us|least|present|scale)$/i;
const JOB_BOARD_HOSTS =
  /^(?:jobs\.lever\.co|boards\.greenhouse\.io|job-boards\.greenhouse\.io|jobs\.ashbyhq\.com|apply\.workable\.com)$/i;

export function knownCompanyIn(text: string): string | undefined {
  let best: { name: string; index: number } | undefined;
  for (const { name, pattern } of KNOWN_COMPANY_PATTERNS) {
    const index = text.search(pattern);
    if (index >= 0 && (!best || index < best.index)) best = { name, index };
  }
  return best?.name;
}

function companyFromSentences(text: string): string | undefined {
  const candidates: Array<{ index: number; name: string }> = [];
  for (const pattern of COMPANY_SENTENCES) {
    for (const match of text.matchAll(pattern)) {
      const name = match[1]?.replace(/[.']+$/, '').trim() ?? '';
      const firstWord = name.split(/\s+/)[0] ?? '';
      if (name && !NOT_COMPANY_WORDS.test(firstWord) && !ROLE_NOUN.test(name))
        candidates.push({ index: match.index ?? 0, name });
    }
  }
  return candidates.sort((a, b) => a.index - b.index)[0]?.name;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "careers.acme.com/…" → "Acme"; "jobs.lever.co/acme/…" → "Acme". */
function companyFromLink(link: string): string | undefined {
  try {
    const url = new URL(link);
    if (JOB_BOARD_HOSTS.test(url.hostname)) {
      const slug = url.pathname.split('/').find(Boolean);
      return slug ? capitalise(slug) : undefined;
    }
    const labels = url.hostname.replace(/^(?:www|careers|jobs|apply|hiring|job)\./i, '').split('.');
    return labels[0] ? capitalise(labels[0]) : undefined;
  } catch {
    return undefined;
  }
}

export function extractCompany(text: string, link: string): string {
  const labelled = COMPANY_LABELS.map((label) => labelledValue(text, label)).find(
    (value) => value !== undefined,
  );
  if (labelled) return knownCompanyIn(labelled) ?? labelled.replace(/[\s.,!]+$/, '');
  const prose = withoutUrls(text).replace(/#/g, ' ');
  return (
    knownCompanyIn(prose) ??
    companyFromSentences(withoutHashtags(withoutUrls(text))) ??
    (link ? companyFromLink(link) : undefined) ??
    ''
  );
}
