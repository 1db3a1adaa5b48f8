import { useSessionStore } from 'shared-auth';
import { SIGNED_IN_COOKIE } from '../../server/protocol';

// SIGNED_IN_COOKIE tells the shell's server that this browser holds a session, so it sends no visitor
// markup that the signed-in page would replace (shell/server/pages/page-stitcher.ts). Only a hint,
// like the localStorage session it mirrors: the server renders nothing private from it.
const LIFETIME_SECONDS = 7 * 24 * 60 * 60;

function writeSignedInCookie(signedIn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=${LIFETIME_SECONDS}; SameSite=Lax${secure}`
    : `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Keeps the cookie in step with the session store from now on; returns the unsubscribe. */
export function keepSignedInCookie(): () => void {
  let signedIn = Boolean(useSessionStore.getState().userId);
  writeSignedInCookie(signedIn);
  return useSessionStore.subscribe((state) => {
    if (Boolean(state.userId) === signedIn) return;
    signedIn = Boolean(state.userId);
    writeSignedInCookie(signedIn);
  });
}
