/** Where LinkedIn sends the administrator back; it must be the same in both calls of the code flow. */
export const ACCESS_TOKEN_PATH = '/linkedin-access-token';

export function linkedinRedirectUri(origin: string = window.location.origin): string {
  return `${origin}${ACCESS_TOKEN_PATH}`;
}
