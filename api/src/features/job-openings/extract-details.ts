import { KNOWN_COMPANIES } from './extract-details/known-companies.ts';
import { findLocationNames } from './extract-details/locations.ts';
import { SKILL_VOCABULARY, type SkillTerm } from './extract-details/skill-vocabulary.ts';

export type ExtractedEmploymentType = 'Intern' | 'Full-time' | 'Contract' | '';

export interface ExtractedJobDetails {
  title: string;
  company_name: string;
  employment_type: ExtractedEmploymentType;
  location: string;
  yoe: number | null;
  skills: string[];
  link: string;
}

// ---------------------------------------------------------------------------------------------
// Shared text helpers

const URL_PATTERN =
  /\b(?:https?:\/\/|www\.)[^\s<>"']+|\b(?:[a-z0-9-]+\.)+(?:com|in|io|co|org|net|club|jobs|ai|dev|app)\/[^\s<>"']*/gi;
const HASHTAG_PATTERN = /#[\p{L}\p{N}_]+/gu;
// Emoji, bullets and arrows that posts put before a label ("📍 Location: …", "→ Exp: …").
const LINE_DECORATION =
  /^(?:[\s\p{Extended_Pictographic}\p{Emoji_Modifier}•·▪▫◦►▶→➡⇒✓✔☑*>|-]|\u200d|\ufe0f)+/u;

function withoutUrls(text: string): string {
  return text.replace(URL_PATTERN, ' ');
}

function withoutHashtags(text: string): string {
  return text.replace(HASHTAG_PATTERN, ' ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function lines(text: string): string[] {
  return text.split(/\r?\n/).map((line) => line.replace(LINE_DECORATION, '').trim());
}

/** The value of the first "Label: value" line whose label matches, e.g. "Location - Pune" → "Pune". */
function labelledValue(text: string, label: RegExp): string | undefined {
  const linePattern = new RegExp(`^(?:${label.source})\\s*(?:[:=|]|[-–—]+|👉|➡️?)\\s*(.+)$`, 'iu');
  for (const line of lines(text)) {
    const value = line.match(linePattern)?.[1]?.trim();
    if (value) return value;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Title

const ROLE_NOUN =
  /\b(?:engineers?|developers?|interns?|scientists?|analysts?|designers?|managers?|architects?|sdes?|sdets?|sre|leads?|consultants?|specialists?|administrators?|testers?|programmers?|staff|mts|researchers?|associates?|advocates?|evangelists?|internships?|devops|sde[-\s]?\d+s?|sde[-\s]?i+)\b/i;
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

function cleanTitle(raw: string): string {
  const cleaned = raw
    // "(Full-time)", "(10+ yrs)", "(6 months, extendable)": conditions of the job, not part of the title.
    .replace(
      /\s*\([^)]*\b(?:full[- ]?time|part[- ]?time|contract\w*|c2h|intern\w*|months?|yrs?|years?|hybrid|remote|onsite|on-site|wfh|urgent)\b[^)]*\)?/gi,
      '',
    )
    .replace(/\s*\([^)]*$/, '')
    .replace(/^(?:urgent(?:ly)?|immediate|contract(?:ual)?|multiple|new)\s+/i, '')
    .replace(/\s+(?:roles?|positions?|openings?|vacanc(?:y|ies)|opportunit(?:y|ies))$/i, '')
    .replace(/\s+20\d\d$/, '')
    .replace(/[\s\-–—,:|]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return singularRoleNoun(cleaned);
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

function extractTitle(text: string): string {
  const raw =
    labelledValue(text, TITLE_LABEL) ??
    titleFromHeaderLine(text) ??
    titleFromSentences(text) ??
    titleFromStandaloneLine(text);
  return raw ? cleanTitle(raw) : '';
}

// ---------------------------------------------------------------------------------------------
// Company

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

function knownCompanyIn(text: string): string | undefined {
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

function extractCompany(text: string, link: string): string {
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

// ---------------------------------------------------------------------------------------------
// Employment type

const INTERN_SIGNAL = /\bintern(?:s|ship|ships)?\b/i;
const CONTRACT_SIGNAL = /\b(?:contract(?:ual|s)?|c2h|contract[- ]to[- ]hire|freelanc\w*|temporary)\b/i;
const FULL_TIME_SIGNAL = /\b(?:full[- ]?time|fte|permanent)\b/i;
const EMPLOYMENT_LABEL = /(?:employment|job|work)\s+type|type/;

function classifyEmployment(text: string): ExtractedEmploymentType {
  if (INTERN_SIGNAL.test(text)) return 'Intern';
  if (CONTRACT_SIGNAL.test(text)) return 'Contract';
  if (FULL_TIME_SIGNAL.test(text)) return 'Full-time';
  return '';
}

function extractEmploymentType(text: string, title: string): ExtractedEmploymentType {
  const fromTitle = classifyEmployment(title);
  if (fromTitle) return fromTitle;
  const labelled = labelledValue(text, EMPLOYMENT_LABEL);
  const fromLabel = labelled ? classifyEmployment(labelled) : '';
  if (fromLabel) return fromLabel;
  const fromText = classifyEmployment(withoutUrls(text));
  if (fromText) return fromText;
  // Referral posts rarely say "full-time": a post that names a role is a permanent opening.
  return title ? 'Full-time' : '';
}

// ---------------------------------------------------------------------------------------------
// Years of experience

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
};
const COUNT = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const YEARS_WORD = '(?:years?|yrs?|yoe)\\b';
const YEARS_RANGE = new RegExp(
  `\\b${COUNT}\\s*\\+?\\s*(?:-|–|—|to)\\s*${COUNT}\\s*\\+?\\s*${YEARS_WORD}`,
  'i',
);
const YEARS_SINGLE = new RegExp(`\\b${COUNT}\\s*\\+?\\s*(?:plus\\s+)?${YEARS_WORD}`, 'i');
const EXPERIENCE_LABEL = /yoe|exp(?:erience)?(?:\s+required)?|experience\s+level|min(?:imum)?\s+experience/;
const FRESHER_SIGNAL =
  /\bfreshers?\b|\bentry[- ]level\b|\bnew\s+grad(?:uate)?s?\b|\b20\d\d\s*(?:[/&,]\s*20\d\d\s*)?(?:batch|pass[- ]?outs?|graduates?|grads?)\b|\bbatch\s*[:-]?\s*20\d\d\b/i;

function toCount(token: string | undefined): number | null {
  if (token === undefined) return null;
  const value = /^\d+$/.test(token) ? Number(token) : NUMBER_WORDS[token.toLowerCase()];
  return value === undefined ? null : value;
}

// "3 years ago I joined", "a 2 year bond": durations that are not the experience asked for.
const NOT_EXPERIENCE_AFTER = /^\s*(?:ago|back|old|bond|service\s+agreement|warranty)\b/i;

function yearsIn(text: string): number | null {
  const mentions = [
    ...text.matchAll(new RegExp(YEARS_RANGE.source, 'gi')),
    ...text.matchAll(new RegExp(YEARS_SINGLE.source, 'gi')),
  ]
    .filter((match) => !NOT_EXPERIENCE_AFTER.test(text.slice((match.index ?? 0) + match[0].length)))
    // The earlier mention wins: "3-5 years" must not be read as "5 years" further on.
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  return mentions[0] ? toCount(mentions[0][1]) : null;
}

function extractYearsOfExperience(text: string, employmentType: ExtractedEmploymentType): number | null {
  const prose = withoutUrls(text);
  const labelled = labelledValue(prose, EXPERIENCE_LABEL);
  if (labelled) {
    const fromLabel = yearsIn(labelled) ?? toCount(labelled.match(/\b(\d{1,2})\b/)?.[1]);
    if (fromLabel !== null) return fromLabel;
    if (FRESHER_SIGNAL.test(labelled)) return 0;
  }
  const fromText = yearsIn(prose);
  if (fromText !== null) return fromText;
  if (FRESHER_SIGNAL.test(prose) || employmentType === 'Intern') return 0;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Location

const LOCATION_LABEL = /(?:job\s+|work\s+|office\s+)?location|loc|based\s+(?:in|out\s+of)|city/;

function cleanFreeLocation(value: string): string {
  return value
    .replace(/\([^)]*\)/g, '')
    .replace(/,?\s*india\b/i, '')
    .replace(/[\s.,;!-]+$/, '')
    .trim();
}

function extractLocation(text: string): string {
  const prose = withoutHashtags(withoutUrls(text));
  const labelled = labelledValue(prose, LOCATION_LABEL) ?? pinnedLocationLine(prose);
  if (labelled) {
    const names = findLocationNames(labelled);
    return names.length > 0 ? names.join(', ') : cleanFreeLocation(labelled);
  }
  return findLocationNames(prose).join(', ');
}

/** "📍 Bengaluru / Hyderabad": the pin is a label of its own. */
function pinnedLocationLine(text: string): string | undefined {
  const line = text.split(/\r?\n/).find((candidate) => candidate.trim().startsWith('📍'));
  return line?.replace(/^\s*📍\s*(?:location\s*[:-]\s*)?/iu, '').trim() || undefined;
}

// ---------------------------------------------------------------------------------------------
// Skills

interface CompiledSkillTerm {
  skill: string;
  implies: readonly string[];
  pattern: RegExp;
  listOnly: boolean;
  length: number;
}

// Longest aliases first, and each match is blanked out, so "React Native" is not also read as "React".
const COMPILED_SKILLS: readonly CompiledSkillTerm[] = SKILL_VOCABULARY.flatMap((term: SkillTerm) =>
  term.aliases.map((alias) => ({
    skill: term.skill,
    implies: term.implies ?? [],
    pattern: new RegExp(
      `(?<![A-Za-z0-9])${escapeRegExp(alias)}(?![A-Za-z0-9+#])`,
      term.caseSensitive ? 'g' : 'gi',
    ),
    listOnly: term.listOnly ?? false,
    length: alias.length,
  })),
).sort((a, b) => b.length - a.length);

const LIST_BEFORE = /(?:[,/:|(&•·+]|\b(?:or|and|in|with|of))\s*$/i;
const LIST_AFTER = /^\s*(?:[,/)|&+.\n]|$|\b(?:or|and|developers?|engineers?)\b)/i;

function isInList(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 12), start);
  const after = text.slice(end, end + 12);
  // "C/C++", "Java/Go": a slash pairs the word with another technology.
  if (after.startsWith('/') || before.endsWith('/')) return true;
  return LIST_BEFORE.test(before) && LIST_AFTER.test(after);
}

function extractSkills(text: string): string[] {
  let remaining = withoutHashtags(withoutUrls(text));
  const found: Array<{ skill: string; index: number }> = [];
  for (const term of COMPILED_SKILLS) {
    for (const match of remaining.matchAll(term.pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (term.listOnly && !isInList(remaining, start, end)) continue;
      found.push({ skill: term.skill, index: start });
      for (const implied of term.implies) found.push({ skill: implied, index: start + 0.5 });
      remaining = remaining.slice(0, start) + ' '.repeat(end - start) + remaining.slice(end);
    }
  }
  const ordered = found.sort((a, b) => a.index - b.index).map((entry) => entry.skill);
  return [...new Set(ordered)];
}

// ---------------------------------------------------------------------------------------------
// Link

const NOT_APPLICATION_LINK = /linkedin\.com\/(?:in|feed|posts|company)\/|lnkd\.in\/[a-z]{0,3}$|^mailto:/i;

function extractLink(text: string): string {
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,;:!?)\]}>'"]+$/, '');
    if (NOT_APPLICATION_LINK.test(url)) continue;
    return /^https?:\/\//i.test(url) ? url : `https://${url}`;
  }
  return '';
}

// ---------------------------------------------------------------------------------------------

/** Rule-based reading of a pasted hiring post; the administrator reviews the result before saving. */
export function extractJobDetails(jobDescription: string): ExtractedJobDetails {
  const text = jobDescription.normalize('NFC');
  const title = extractTitle(withoutUrls(text));
  const link = extractLink(text);
  const employmentType = extractEmploymentType(text, title);
  return {
    title,
    company_name: extractCompany(text, link),
    employment_type: employmentType,
    location: extractLocation(text),
    yoe: extractYearsOfExperience(text, employmentType),
    skills: extractSkills(text),
    link,
  };
}
