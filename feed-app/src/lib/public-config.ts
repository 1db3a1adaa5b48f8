import { publicSettings } from 'shared-api';

// Run-time settings from remotes.json (shared-api's public-settings.ts), never baked into the bundle.

/** The Google sign-in button and its script exist only when a client id was configured. */
export const googleClientId = (): string => publicSettings().googleClientId;

/** Ad-pixel events are sent only when a pixel id was configured. */
export const metaPixelId = (): string => publicSettings().metaPixelId;

/** 'production' or 'sandbox' for the card provider's hosted checkout (only used when the API is not on the dev provider). */
export const cashfreeMode = (): 'production' | 'sandbox' => publicSettings().cashfreeMode;
