import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../../lib/tokens';

/** Cashfree signs base64(HMAC-SHA256(timestamp + raw body)) with the client secret. */
export function cashfreeSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret)
    .update(timestamp + rawBody)
    .digest('base64');
}

export function isValidCashfreeSignature(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  rawBody: string,
): boolean {
  if (!timestamp || !signature) return false;
  return constantTimeEqual(cashfreeSignature(secret, timestamp, rawBody), signature);
}
