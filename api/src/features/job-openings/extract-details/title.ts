// The job title: a labelled line, a header line, a hiring sentence, or a standalone role line.
import { knownCompanyIn } from './company.ts';
import { ROLE_NOUN } from './role-noun.ts';
import { labelledValue, lines } from './text.ts';

const TITLE_LABEL = /(?:job\s+)?(?:title|role|position|profile|designation|opening)|open\s+roles?/;
// A role phrase ends before a preposition that starts the company, place or purpose, or at punctuation.
const ROLE_PHRASE =
  "([A-Za-z][A-Za-z0-9+#./&()' -]*?)(?=\\s+(?:at|@|in|to|for|with|who|from|based|on|and|across|within)\\b|\\s*[!.,;:?|\\n]|\\s*\\p{Extended_Pictographic}|$)";
const TITLE_SENTENCES: readonly RegExp[] = [
  new RegExp(
    `\\bhiring(?:\\s+alert)?\\s*[:!\\-–]*\\s*(?:for\\s+)?(?:an?\\s+|multiple\\s+|several\\s+)?${ROLE_PHRASE}`,
    'giu',
  ),
  new RegExp(`\\blooking\\s+for\\s+(?:an?\\s+|multiple\\s+|talented\\s+)?${ROLE_PHRASE}`, 'giu'),
  new RegExp(`\\bfor\\s+the\\s+(?:role|position)\\s+of\\s+(?:an?\\s+)?${ROLE_PHRASE}`, 'giu'),
  new RegExp(`\\b(?:openings?|vacanc(?:y|ies))\\s+for\\s+(?:an?\\s+)?${ROLE_PHRASE}`, 'giu'),
  new RegExp(`\\b(?:need|needs|seeking|searching\\s+for|offering)\\s+(?:an?\\s+)?${ROLE_PHRASE}`, 'giu'),
  // "hiring 2025 graduates for Embedded Software Engineer roles"
  new RegExp(
    `\\bhiring\\b[^.\\n]{1,40}?\\bfor\\s+(?:the\\s+(?:role|position)\\s+of\\s+|the\\s+)?(?:an?\\s+)?${ROLE_PHRASE}`,
    'giu',
  ),
];
const NOT_TITLE_WORDS = /^(?:at|in|for|freshers?|now|immediately|urgently|folks|people|talent)\b/i;

function singularRoleNoun(title: string): string {
  return title
    .replace(/\b(SDE[-\s]?(?:\d+|I+))s$/i, '$1')
    .replace(/\b(SDET|SDE)s$/, '$1')
    .replace(/\bInternships?$/i, 'Intern')
    .replace(
      /\b(Engineer|Developer|Intern|Scientist|Analyst|Designer|Manager|Architect|Consultant|Specialist|Researcher)s$/i,
      '$1',
    );
}

// Words posts wrap around a role that are not part of it: "SDE-2 folks", "talented Backend Engineers asap".
const LEADING_FILLER =
  /^(?:(?:a\s+)?few|some|awesome|amazing|talented|passionate|smart|great|brilliant|rockstar|dynamic|enthusiastic)\s+/i;
const TRAILING_FILLER =
  /\s+(?:folks|people|guys|peeps|candidates|talents?|aspirants|enthusiasts|rockstars?|ninjas?|superstars?|asap|immediately|urgently|now|today|(?:immediate\s+)?joiners)$/i;

function withoutFiller(title: string): string {
  let current = title;
  for (;;) {
    const next = current.replace(LEADING_FILLER, '').replace(TRAILING_FILLER, '').trim();
    if (next === current) return current;
    current = next;
  }
}

function cleanTitle(raw: string): string {
  const cleaned = raw
    // "(Full-time)", "(10+ yrs)", "(6 months, extendable)", "(immediate joiners)": conditions of the
    // job, not part of the title.
    .replace(
      /\s*\([^)]*\b(?:full[- ]?time|part[- ]?time|contract\w*|c2h|intern\w*|months?|yrs?|years?|hybrid|remote|onsite|on-site|wfh|urgent|immediate|joiners?|notice)\b[^)]*\)?/gi,
      '',
    )
    .replace(/\s*\([^)]*$/, '')
    .replace(/^(?:urgent(?:ly)?|immediate|contract(?:ual)?|multiple|new)\s+/i, '')
    .replace(/\s+(?:roles?|positions?|openings?|vacanc(?:y|ies)|opportunit(?:y|ies))$/i, '')
    .replace(/\s+20\d\d$/, '')
    .replace(/[\s\-–—,:|]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return singularRoleNoun(withoutFiller(cleaned).replace(/[\s\-–—,:|]+$/, ''));
}

/** "Atlassian | Senior Frontend Engineer | Bengaluru" or "JPMorgan Chase - Software Engineer II". */
function titleFromHeaderLine(text: string): string | undefined {
  for (const line of lines(text)) {
    const pipeSegments = line.split(/\s+\|\s+/);
    if (pipeSegments.length >= 3) {
      const role = pipeSegments.find((segment) => ROLE_NOUN.test(segment));
      if (role) return role;
    }
    const [before, ...after] = line.split(/\s+[-–—]\s+/);
    const rest = after.join(' - ');
    if (before && rest && knownCompanyIn(before) && !ROLE_NOUN.test(before) && ROLE_NOUN.test(rest))
      return rest;
  }
  return undefined;
}

function titleFromSentences(text: string): string | undefined {
  const candidates: Array<{ index: number; title: string }> = [];
  for (const pattern of TITLE_SENTENCES) {
    for (const match of text.matchAll(pattern)) {
      const phrase = match[1]?.trim() ?? '';
      if (!NOT_TITLE_WORDS.test(phrase) && ROLE_NOUN.test(phrase))
        candidates.push({ index: match.index ?? 0, title: phrase });
    }
  }
  return candidates.sort((a, b) => a.index - b.index)[0]?.title;
}

/** A short line that is nothing but a role, e.g. "Data Scientist III" under "X is hiring!". */
function titleFromStandaloneLine(text: string): string | undefined {
  for (const line of lines(text)) {
    // "Developer Advocate - remote, anywhere in India." starts with the role.
    const head = line.split(/\s+[-–—|]\s+|,\s+/)[0] ?? '';
    const looksLikeSentence = /[:@!]|\p{Extended_Pictographic}|\s(?:at|is|are)\s|\bhiring\b/iu.test(head);
    if (head.split(/\s+/).length <= 6 && !looksLikeSentence && ROLE_NOUN.test(head)) return head;
  }
  return undefined;
}

export function extractTitle(text: string): string {
  const raw =
    labelledValue(text, TITLE_LABEL) ??
    titleFromHeaderLine(text) ??
    titleFromSentences(text) ??
    titleFromStandaloneLine(text);
  return raw ? cleanTitle(raw) : '';
}
