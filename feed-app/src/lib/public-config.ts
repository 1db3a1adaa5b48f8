// Build-time settings. Rsbuild replaces `process.env.PUBLIC_*` only for variables that were set when
// building; an unset one leaves `process` in the bundle, which does not exist in the browser.

function readGoogleClientId(): string {
  try {
    return process.env.PUBLIC_GOOGLE_CLIENT_ID ?? '';
  } catch {
    return '';
  }
}

function readMetaPixelId(): string {
  try {
    return process.env.PUBLIC_META_PIXEL_ID ?? '';
  } catch {
    return '';
  }
}

function readCashfreeMode(): string {
  try {
    return process.env.PUBLIC_CASHFREE_MODE ?? '';
  } catch {
    return '';
  }
}

/** The Google sign-in button and its script exist only when a client id was configured. */
export const googleClientId = (): string => readGoogleClientId().trim();

/** Ad-pixel events are sent only when a pixel id was configured. */
export const metaPixelId = (): string => readMetaPixelId().trim();

/** 'production' or 'sandbox' for the card provider's hosted checkout (only used when the API is not on the dev provider). */
export const cashfreeMode = (): 'production' | 'sandbox' =>
  readCashfreeMode().trim() === 'production' ? 'production' : 'sandbox';
