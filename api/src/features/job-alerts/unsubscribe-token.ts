import { createHmac } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

/** Long enough to outlive an unread inbox, short enough that an old forwarded mail stops working. */
export const UNSUBSCRIBE_TOKEN_DAYS = 30;
const PURPOSE = 'job-alerts-unsubscribe';

export class UnsubscribeTokenError extends Error {}

/** A key of its own, derived from AUTH_SECRET, so this token can never pass for anything else. */
function keyFor(authSecret: string): Uint8Array {
  return createHmac('sha256', authSecret).update(PURPOSE).digest();
}

/**
 * The one-click unsubscribe token in every digest: who, what for, when it was made (to the millisecond, so
 * a link sent before the alerts were turned on again stops working), until when; signed, not stored.
 */
export async function createUnsubscribeToken(
  authSecret: string,
  userId: string,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose: PURPOSE, issued_ms: now.getTime() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + UNSUBSCRIBE_TOKEN_DAYS * 24 * 60 * 60)
    .sign(keyFor(authSecret));
}

export type UnsubscribeRequest = { userId: string; issuedAt: Date };

/** Whom the token was made for and when; throws UnsubscribeTokenError when forged, altered or expired. */
export async function readUnsubscribeToken(authSecret: string, token: string): Promise<UnsubscribeRequest> {
  try {
    const { payload } = await jwtVerify(token, keyFor(authSecret), { algorithms: ['HS256'] });
    if (payload.purpose !== PURPOSE || typeof payload.sub !== 'string') {
      throw new UnsubscribeTokenError('This link is not an unsubscribe link.');
    }
    const issuedMs = typeof payload.issued_ms === 'number' ? payload.issued_ms : (payload.iat ?? 0) * 1000;
    return { userId: payload.sub, issuedAt: new Date(issuedMs) };
  } catch (error) {
    if (error instanceof UnsubscribeTokenError) throw error;
    if (error instanceof joseErrors.JWTExpired)
      throw new UnsubscribeTokenError('This unsubscribe link has expired.');
    throw new UnsubscribeTokenError('This unsubscribe link is not valid.');
  }
}
