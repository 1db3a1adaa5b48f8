// Third-party ids are run-time configuration, like the API address: the shell reads `publicSettings`
// from remotes.json (its server takes them from PUBLIC_GOOGLE_CLIENT_ID, PUBLIC_META_PIXEL_ID and
// PUBLIC_CASHFREE_MODE) and hands them here before any screen renders, so one build serves every
// environment. Until then (a remote on its own dev server) every integration is off.

export interface PublicSettings {
  /** The Google sign-in button exists only with a client id. */
  googleClientId: string;
  /** Ad-pixel events are sent only with a pixel id. */
  metaPixelId: string;
  /** The card provider's hosted checkout: 'production' or 'sandbox'. */
  cashfreeMode: 'production' | 'sandbox';
}

const NONE: PublicSettings = { googleClientId: '', metaPixelId: '', cashfreeMode: 'sandbox' };
// Ids go into script URLs and attributes: only the characters real ids use are taken.
const ID = /^[\w.-]{1,200}$/;

let configured: PublicSettings = NONE;

function idOrNothing(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  return ID.test(text) ? text : '';
}

/** Takes remotes.json's `publicSettings` (anything malformed leaves that integration off). */
export function configurePublicSettings(value: unknown): void {
  const settings = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  configured = {
    googleClientId: idOrNothing(settings.googleClientId),
    metaPixelId: idOrNothing(settings.metaPixelId),
    cashfreeMode: settings.cashfreeMode === 'production' ? 'production' : 'sandbox',
  };
}

export function publicSettings(): PublicSettings {
  return configured;
}
