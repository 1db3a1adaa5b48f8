// The application link: the first URL that is not a LinkedIn profile, feed post or mail address.
import { URL_PATTERN } from './text.ts';

const NOT_APPLICATION_LINK = /linkedin\.com\/(?:in|feed|posts|company)\/|lnkd\.in\/[a-z]{0,3}$|^mailto:/i;

export function extractLink(text: string): string {
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,;:!?)\]}>'"]+$/, '');
    if (NOT_APPLICATION_LINK.test(url)) continue;
    return /^https?:\/\//i.test(url) ? url : `https://${url}`;
  }
  return '';
}
