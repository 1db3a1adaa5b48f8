// The API's development mail outbox (docs ARCHITECTURE "Run-time interface"):
// GET /v1/dev/outbox?email=… → { messages: [{ to, subject, text, sent_at }] }, newest first.

export async function readOutbox(apiUrl, email) {
  const response = await fetch(`${apiUrl}/dev/outbox?email=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`The outbox answered ${response.status}`);
  const { messages } = await response.json();
  return messages;
}

/** The newest one-time code sent to `email` after `since` (ms epoch), waiting up to `timeoutMs`. */
export async function waitForOneTimeCode(apiUrl, email, { since = 0, timeoutMs = 10_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const newest = (await readOutbox(apiUrl, email)).find(
      (message) => Date.parse(message.sent_at) >= since - 1000,
    );
    const code = newest?.text.match(/\b\d{4}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No one-time code reached ${email} within ${timeoutMs} ms`);
}
