// The application link. Posts often carry several URLs: a careers or job-board link beats an ordinary
// page, which beats a form or a short link (lnkd.in, bit.ly) that hides where it leads; among equals
// the first wins. LinkedIn profiles, feed posts and mail addresses are never the application link.
import { URL_PATTERN } from './text.ts';

const NOT_APPLICATION_LINK = /linkedin\.com\/(?:in|feed|posts|company)\/|lnkd\.in\/[a-z]{0,3}$|^mailto:/i;

// Hosts that only shorten or collect answers: where the job is, not the job itself.
const FORM_OR_SHORT_LINK =
  /^(?:https?:\/\/)?(?:www\.)?(?:forms\.gle|docs\.google\.com\/forms|forms\.office\.com|forms\.microsoft\.com|[\w-]+\.typeform\.com|form\.typeform\.com|[\w.-]*jotform\.com|tally\.so|lnkd\.in|bit\.ly|tinyurl\.com|t\.co|rb\.gy|cutt\.ly|is\.gd|ow\.ly|goo\.gl|shorturl\.at|rebrand\.ly)(?:\/|$)/i;

// A careers site, a job board or an applicant-tracking system.
const CAREERS_HOST =
  /^(?:careers?|jobs?|apply|hiring|recruit\w*)\.|careers|\.jobs$|(?:^|\.)(?:lever\.co|greenhouse\.io|ashbyhq\.com|workable\.com|myworkdayjobs\.com|smartrecruiters\.com|oraclecloud\.com|icims\.com|taleo\.net|successfactors\.\w+|naukri\.com|instahyre\.com|wellfound\.com|cutshort\.io)$/i;
const CAREERS_PATH =
  /\/(?:careers?|jobs?|job-detail\w*|openings?|positions?|vacanc\w*|requisitions?|roles?)(?:[/?#._-]|$)/i;

function rank(url: string): number {
  if (FORM_OR_SHORT_LINK.test(url)) return 2;
  try {
    const { hostname, pathname, hash } = new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`);
    if (CAREERS_HOST.test(hostname) || CAREERS_PATH.test(pathname) || CAREERS_PATH.test(hash)) return 0;
  } catch {
    return 1;
  }
  return 1;
}

export function extractLink(text: string): string {
  let best: { url: string; rank: number } | undefined;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,;:!?)\]}>'"]+$/, '');
    if (NOT_APPLICATION_LINK.test(url)) continue;
    const urlRank = rank(url);
    if (!best || urlRank < best.rank) best = { url, rank: urlRank };
  }
  if (!best) return '';
  return /^https?:\/\//i.test(best.url) ? best.url : `https://${best.url}`;
}
