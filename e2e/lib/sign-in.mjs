// Signs a browser context in without going through the login screen: the API calls the screens
// make (shared-api/src/api-contract.ts), so the session cookie lands in the page's cookie jar, then the
// localStorage session the UI reads (shared-auth/src/session.ts). Journeys about the login screen
// itself should drive the screen instead.
import { waitForOneTimeCode } from './outbox.mjs';

const SESSION_STORAGE_KEY = 'referrals.logged-in-user';
const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

async function postJson(page, url, data) {
  const response = await page.request.post(url, { data });
  if (!response.ok()) throw new Error(`POST ${url} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

/** Signs `email` in (creating the account first if needed) and opens `path` on the shell. */
export async function signIn(page, platform, email, path = '/') {
  const api = `${platform.apiUrl}/referrals`;
  const { exists } = await postJson(page, `${api}/user-exists`, { email });
  const since = Date.now();
  await postJson(page, `${api}/send-otp`, { email });
  const otp = await waitForOneTimeCode(platform.apiUrl, email, { since });
  const verified = await postJson(page, `${api}/verify-otp`, { email, otp });
  if (!verified.valid) throw new Error(`The one-time code for ${email} was refused`);
  let userId = verified.user_id;
  if (!exists) {
    const created = await postJson(page, `${api}/user`, { email, referral_code: '', user_agent: 'e2e' });
    userId = created.user.id;
  }
  // Any page of the shell's origin gives access to its localStorage; this one loads no app code.
  await page.goto(`${platform.baseUrl}/remotes.json`);
  await page.evaluate(
    ([key, session]) => localStorage.setItem(key, JSON.stringify(session)),
    [SESSION_STORAGE_KEY, { userId: String(userId), email, expiryTime: Date.now() + SESSION_LIFETIME_MS }],
  );
  await page.goto(`${platform.baseUrl}${path}`);
  return { userId: String(userId), email };
}
