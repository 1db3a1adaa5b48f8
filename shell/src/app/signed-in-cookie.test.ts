import { useSessionStore } from 'shared-auth';
import { SIGNED_IN_COOKIE } from '../../server/protocol';
import { keepSignedInCookie } from './signed-in-cookie';

const hasCookie = () => document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);

describe('keepSignedInCookie', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.getState().clear();
  });

  it('follows the session: set on sign-in, removed on sign-out, and dropped when no session is held', () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
    const stop = keepSignedInCookie();
    // A cookie left from an old session is removed as the page starts.
    expect(hasCookie()).toBe(false);
    useSessionStore.getState().signIn('7', 'asha@example.com');
    expect(hasCookie()).toBe(true);
    useSessionStore.getState().clear();
    expect(hasCookie()).toBe(false);
    stop();
    useSessionStore.getState().signIn('7', 'asha@example.com');
    expect(hasCookie()).toBe(false);
  });
});
