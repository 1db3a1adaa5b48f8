export const RESUME_LINK_REQUIRED = 'Resume link is a mandatory!';
export const RESUME_LINK_NOT_A_URL = 'The link must be a full http(s) address.';

/** SPEC §5 Apply form: the resume link is mandatory; the API also wants a full web address. */
export function resumeLinkError(value: string): string | null {
  const link = value.trim();
  if (!link) return RESUME_LINK_REQUIRED;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : RESUME_LINK_NOT_A_URL;
  } catch {
    return RESUME_LINK_NOT_A_URL;
  }
}
