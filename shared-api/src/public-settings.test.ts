import { configurePublicSettings, publicSettings } from './public-settings';

describe('third-party ids from remotes.json', () => {
  it('are off until the shell configures them, then take what the server sent', () => {
    expect(publicSettings()).toEqual({ googleClientId: '', metaPixelId: '', cashfreeMode: 'sandbox' });
    configurePublicSettings({
      googleClientId: ' 1234-abc.apps.googleusercontent.com ',
      metaPixelId: '998877',
      cashfreeMode: 'production',
    });
    expect(publicSettings()).toEqual({
      googleClientId: '1234-abc.apps.googleusercontent.com',
      metaPixelId: '998877',
      cashfreeMode: 'production',
    });
  });

  it('turn an integration off rather than put a malformed id into a script URL', () => {
    configurePublicSettings({ googleClientId: '"><script>', metaPixelId: 42, cashfreeMode: 'live' });
    expect(publicSettings()).toEqual({ googleClientId: '', metaPixelId: '', cashfreeMode: 'sandbox' });
    configurePublicSettings(undefined);
    expect(publicSettings().googleClientId).toBe('');
  });
});
