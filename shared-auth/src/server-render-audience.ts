// Who a server render of a page is made for (docs/TEAM-CONTRACTS.md, "Markup before JavaScript").
// Node-only: the shell's build renders its layout and a remote's render bundle renders its first
// screens for a visitor, or for a signed-in reader who is nobody in particular. The server never
// knows who is signed in (the session is the API's cookie), so a member's render holds a session
// that names no user: every personal query (credits, saved marks) stays pending in it, and the
// browser, which knows the user, renders the same pending state while it hydrates.
import type { RenderAudience } from '../../shell/server/protocol';
import { useSessionStore } from './session-store';

/** The placeholder session of a member's server render; no user has this id or address. */
export const SERVER_RENDERED_MEMBER = { userId: 'server-rendered-member', email: 'server-rendered-member' };

/** Sets the session store of this (server) process for the next render. */
export function renderFor(audience: RenderAudience): void {
  const session = audience === 'member' ? SERVER_RENDERED_MEMBER : { userId: '', email: '' };
  useSessionStore.setState({ userId: session.userId, user: { email: session.email }, sessionEnded: false });
}
