import { renderToString } from 'react-dom/server';
import { renderFor } from './server-render-audience';
import { useSession, useSessionStore } from './session-store';

function SessionProbe() {
  const { isLoggedIn } = useSession();
  return <p>{isLoggedIn ? 'signed in' : 'visitor'}</p>;
}

afterEach(() => useSessionStore.getState().clear());

describe('a server render’s audience', () => {
  it('is the session the screens see while rendering on the server', () => {
    renderFor('member');
    expect(renderToString(<SessionProbe />)).toContain('signed in');
    renderFor('visitor');
    expect(renderToString(<SessionProbe />)).toContain('visitor');
  });

  it('names no user the API knows: every personal request of such a render stays pending', () => {
    renderFor('member');
    const { userId, user } = useSessionStore.getState();
    expect(userId).toBe('server-rendered-member');
    expect(user.email).not.toContain('@');
  });
});
