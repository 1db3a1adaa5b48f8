// A release is only pointed at once the shell could load it: its manifest and its entry answer 200
// at the URL the registry will hold. Deploys and rollbacks both check it, so a wrong origin or port
// setting, or a release folder removed since, never goes live.

async function statusOf(url, timeoutMs) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = await response.arrayBuffer();
    return { status: response.status, body };
  } catch (error) {
    return { status: error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : error.message };
  }
}

function entryPathOf(manifest) {
  const remoteEntry = manifest?.metaData?.remoteEntry;
  return `${remoteEntry?.path ?? ''}${remoteEntry?.name ?? 'remoteEntry.js'}`;
}

function refusal(url, status) {
  return new Error(
    `the release does not answer at ${url} (${status}): check the remote's server and its <REMOTE>_ORIGIN. remotes.json is unchanged.`,
  );
}

/**
 * Throws unless `manifestUrl` and the entry it names answer 200. `manifest` is the release's own
 * mf-manifest.json when the caller has it (a deploy); otherwise the served one is read (a rollback).
 */
export async function assertReleaseAnswers(manifestUrl, manifest, timeoutMs = 5000) {
  const served = await statusOf(manifestUrl, timeoutMs);
  if (served.status !== 200) throw refusal(manifestUrl, served.status);
  let entryManifest = manifest;
  if (!entryManifest) {
    try {
      entryManifest = JSON.parse(Buffer.from(served.body).toString('utf8'));
    } catch {
      throw refusal(manifestUrl, 'not a JSON manifest');
    }
  }
  const entryUrl = new URL(entryPathOf(entryManifest), manifestUrl).href;
  const entry = await statusOf(entryUrl, timeoutMs);
  if (entry.status !== 200) throw refusal(entryUrl, entry.status);
}
