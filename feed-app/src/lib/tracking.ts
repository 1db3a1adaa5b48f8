// What the API receives with a sign-up, a Google sign-in and a recharge check so the server-side
// ad events can be matched and deduplicated with the browser pixel (ARCHITECTURE: ad pixel).

export interface TrackingFields {
  user_agent: string;
  event_id: string;
  fbp?: string;
  fbc?: string;
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

export function newEventId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The browser's user agent, a fresh event id, and the pixel's `_fbp`/`_fbc` cookies when present. */
export function trackingFields(eventId: string = newEventId()): TrackingFields {
  const fbp = readCookie('_fbp');
  const fbc = readCookie('_fbc');
  return {
    user_agent: navigator.userAgent,
    event_id: eventId,
    ...(fbp ? { fbp } : {}),
    ...(fbc ? { fbc } : {}),
  };
}
