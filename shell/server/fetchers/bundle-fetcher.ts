// A release's render bundle (server/render.mjs), read through the release-file cache and written to
// a private temporary folder, where a worker thread can import it. Files are named by content: a
// rebuilt build folder gets a new worker, an unchanged one keeps its own.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createReleaseFileCache, type ReleaseFileOptions } from './release-file-cache.ts';

export interface BundleFetcher {
  /** The bundle's file on this machine, or null when it cannot be fetched. */
  fetchBundle(url: string): Promise<string | null>;
  /** Removes the written bundles. */
  close(): void;
}

export function createBundleFetcher(options: ReleaseFileOptions): BundleFetcher {
  let bundleDir: string | null = null;
  const fetchBundle = createReleaseFileCache({
    ...options,
    read: async (response) => {
      const source = Buffer.from(await response.arrayBuffer());
      bundleDir ??= mkdtempSync(path.join(tmpdir(), 'referralhub-render-'));
      const name = `${createHash('sha256').update(source).digest('hex').slice(0, 32)}.mjs`;
      const file = path.join(bundleDir, name);
      writeFileSync(file, source);
      return file;
    },
  });
  return {
    fetchBundle,
    close() {
      if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
    },
  };
}
