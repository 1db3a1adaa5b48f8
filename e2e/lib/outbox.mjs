// The API's development mail outbox (docs ARCHITECTURE "Run-time interface"):
// GET /v1/dev/outbox?email=… → { messages: [{ to, subject, text, sent_at }] }, newest first.

import { pollUntil } from './wait-for.mjs';

export async function readOutbox(apiUrl, email) {
  const response = await fetch(`${apiUrl}/dev/outbox?email=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`The outbox answered ${response.status}`);
  const { messages } = await response.json();
  return messages;
}

/** The newest one-time code sent to `email` after `since` (ms epoch), waiting up to `timeoutMs`. */
export async function waitForOneTimeCode(apiUrl, email, { since = 0, timeoutMs = 10_000 } = {}) {
  const newestCode = async () =>
    (await readOutbox(apiUrl, email))
      .find((message) => Date.parse(message.sent_at) >= since - 1000)
      ?.text.match(/\b\d{4}\b/)?.[0];
  const code = await pollUntil(newestCode, Boolean, { timeoutMs, intervalMs: 200 });
  if (code) return code;
  throw new Error(`No one-time code reached ${email} within ${timeoutMs} ms`);
}
