export function publicSettings(env?: NodeJS.ProcessEnv): {
  googleClientId: string;
  metaPixelId: string;
  cashfreeMode: 'production' | 'sandbox';
};
