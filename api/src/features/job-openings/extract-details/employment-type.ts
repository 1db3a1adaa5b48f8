// Intern, full-time or contract, from a labelled type first, then signals in the post and the title.
import { labelledValue, withoutUrls } from './text.ts';

export type ExtractedEmploymentType = 'Intern' | 'Full-time' | 'Contract' | '';

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

export function extractEmploymentType(text: string, title: string): ExtractedEmploymentType {
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
