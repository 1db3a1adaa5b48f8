/**
 * Third-party ids the browser uses (Google sign-in, the ad pixel, the checkout's mode): run-time
 * configuration of the serving environment, like the API address, sent in remotes.json's
 * `publicSettings`, so no bundle holds them and one build serves every environment.
 */
export function publicSettings(env = process.env) {
  return {
    googleClientId: (env.PUBLIC_GOOGLE_CLIENT_ID ?? '').trim(),
    metaPixelId: (env.PUBLIC_META_PIXEL_ID ?? '').trim(),
    cashfreeMode: (env.PUBLIC_CASHFREE_MODE ?? '').trim() === 'production' ? 'production' : 'sandbox',
  };
}
