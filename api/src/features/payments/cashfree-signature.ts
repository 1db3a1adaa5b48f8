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

/** A signed webhook older or newer than this is a replay (or a badly wrong clock), not news. */
export const WEBHOOK_TIMESTAMP_TOLERANCE_MS = 5 * 60_000;

/**
 * Whether the webhook's timestamp (epoch milliseconds, as Cashfree sends it; epoch seconds are
 * accepted too) lies within ±5 minutes of `now`. The signature covers the timestamp, so a replayed
 * body cannot be given a fresh one.
 */
export function isFreshWebhookTimestamp(timestamp: string | undefined, now: number): boolean {
  if (!timestamp || !/^\d{1,16}$/.test(timestamp)) return false;
  const value = Number(timestamp);
  const milliseconds = value < 1e12 ? value * 1000 : value;
  return Math.abs(now - milliseconds) <= WEBHOOK_TIMESTAMP_TOLERANCE_MS;
}
