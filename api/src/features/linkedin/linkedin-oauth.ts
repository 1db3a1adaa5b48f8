import { z } from 'zod';
import { randomToken } from '../../lib/tokens';

export type LinkedinSettings = {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  scope: string;
};

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
});

export class LinkedinError extends Error {}

/** Step 1 of the authorization-code flow: where to send the administrator's browser. */
export function linkedinAuthorizationUrl(settings: LinkedinSettings, redirectUri: string): string {
  const url = new URL(settings.authUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', settings.scope);
  url.searchParams.set('state', randomToken(12));
  return url.toString();
}

/** Step 2: trade the code LinkedIn gave the browser for an access token, server to server. */
export async function exchangeLinkedinCode(
  settings: LinkedinSettings,
  code: string,
  redirectUri: string,
): Promise<{ accessToken: string; expiresInSeconds: number }> {
  let response: Response;
  try {
    response = await fetch(settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new LinkedinError(`LinkedIn could not be reached: ${(error as Error).message}`);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const description =
      typeof payload === 'object' && payload && 'error_description' in payload
        ? String((payload as { error_description: unknown }).error_description)
        : `status ${response.status}`;
    throw new LinkedinError(`LinkedIn refused the authorization code: ${description}`);
  }
  const parsed = tokenResponseSchema.safeParse(payload);
  if (!parsed.success) throw new LinkedinError('LinkedIn sent an unexpected token response.');
  return { accessToken: parsed.data.access_token, expiresInSeconds: parsed.data.expires_in };
}
