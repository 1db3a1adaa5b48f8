import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export type GoogleIdentity = { email: string };

export class GoogleTokenError extends Error {}

export type GoogleTokenVerifier = (idToken: string) => Promise<GoogleIdentity>;

/** Verifies a Google ID token's signature, audience, issuer, expiry and verified e-mail. */
export function createGoogleTokenVerifier(
  clientId: string,
  keys: JWTVerifyGetKey | URL,
): GoogleTokenVerifier {
  const keySet = keys instanceof URL ? createRemoteJWKSet(keys) : keys;
  return async (idToken) => {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, keySet, { audience: clientId, issuer: GOOGLE_ISSUERS }));
    } catch (error) {
      throw new GoogleTokenError(`The Google credential is not valid (${(error as Error).message}).`);
    }
    if (payload.email_verified !== true && payload.email_verified !== 'true') {
      throw new GoogleTokenError('Google has not verified this e-mail address.');
    }
    if (typeof payload.email !== 'string' || !payload.email.includes('@')) {
      throw new GoogleTokenError('The Google credential carries no e-mail address.');
    }
    return { email: payload.email.toLowerCase() };
  };
}
