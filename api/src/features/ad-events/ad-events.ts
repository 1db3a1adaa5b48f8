import type { FastifyBaseLogger } from 'fastify';
import { sha256 } from '../../lib/tokens';

export type AdEvent = {
  name: 'CompleteRegistration' | 'Purchase';
  eventId?: string | null;
  email: string;
  userAgent?: string | null;
  fbp?: string | null;
  fbc?: string | null;
  ip?: string;
  value?: number;
};

export interface AdEvents {
  readonly enabled: boolean;
  /** Fire and forget: a slow or failing ad platform never delays or fails the user's request. */
  track(event: AdEvent): void;
}

/**
 * Forwards sign-up and purchase events to the ad platform's server API (Conversions-API style), off unless
 * AD_EVENTS_URL is set. The browser pixel sends the same event_id, so the platform deduplicates.
 */
export function createAdEvents(
  url: string | undefined,
  accessToken: string | undefined,
  log: FastifyBaseLogger,
): AdEvents {
  if (!url) return { enabled: false, track: () => undefined };
  return {
    enabled: true,
    track(event) {
      const body = {
        data: [
          {
            event_name: event.name,
            event_time: Math.floor(Date.now() / 1000),
            event_id: event.eventId ?? undefined,
            action_source: 'website',
            user_data: {
              em: [sha256(event.email.trim().toLowerCase())],
              client_user_agent: event.userAgent ?? undefined,
              client_ip_address: event.ip,
              fbp: event.fbp ?? undefined,
              fbc: event.fbc ?? undefined,
            },
            custom_data: event.value === undefined ? undefined : { currency: 'INR', value: event.value },
          },
        ],
        access_token: accessToken,
      };
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      }).catch((error: unknown) => log.warn({ err: error }, 'ad event not delivered'));
    },
  };
}
