/**
 * The feed's keyword box (issue 32): every word must match the title, company, skills or location,
 * in any order, as an English stem ("developers" finds "Developer" and "Development"). Only the last
 * word also matches as a prefix, for a word still being typed ("swig" finds Swiggy): a finished
 * "java" before another word must not find JavaScript. A
 * word for a role also finds the names the same role goes by in postings ("java developer" finds
 * "Software Engineer II" with Java). City spellings are handled in the index (job_place_words).
 */
const ROLE_SYNONYMS: readonly (readonly string[])[] = [
  ['developer', 'engineer', 'sde', 'programmer'],
  ['intern', 'internship', 'trainee'],
];

const SYNONYMS_BY_WORD = new Map<string, readonly string[]>(
  ROLE_SYNONYMS.flatMap((group) => group.map((word) => [word, group] as const)),
);

/** A word's alternatives: itself, plus its role group when the word is (a form of) one of them. */
function alternatives(keyword: string): string[] {
  const group =
    SYNONYMS_BY_WORD.get(keyword) ??
    // "developers", "engineering": a plural or -ing form of a group word.
    ROLE_SYNONYMS.find((words) =>
      words.some((word) => keyword.startsWith(word) && /^(s|ing|ings)$/.test(keyword.slice(word.length))),
    );
  return [...new Set([keyword, ...(group ?? [])])];
}

/**
 * The to_tsquery text (english configuration) for words already reduced to letters and digits:
 * `(java) & (developer:* | engineer:* | …)`. Only letters and digits reach it, so it cannot be
 * malformed; English stop words in it are dropped by to_tsquery.
 */
export function searchQueryText(keywords: readonly string[]): string {
  return keywords
    .map((keyword, index) => {
      const suffix = index === keywords.length - 1 ? ':*' : '';
      return `(${alternatives(keyword)
        .map((word) => `${word}${suffix}`)
        .join(' | ')})`;
    })
    .join(' & ');
}
