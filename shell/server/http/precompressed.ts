// Static files served as they were compressed at build time, and how long browsers keep them.
//
// Every build writes `<file>.br` and `<file>.gz` beside each text asset (writePrecompressed, called
// by pluginPrecompress below, which rsbuild.base.ts registers), so a request never spends CPU on compression:
// @fastify/static picks the variant the browser accepts (brotli first), falls back to the plain
// file, and these headers say which representation was sent and for how long it may be reused.
//
//   /static/…  (names carry a content hash)  public, max-age=1 year, immutable
//   everything else (index.html, mf-manifest.json, remoteEntry.js, routes.json…)  no-cache: the
//   browser revalidates with the ETag on every load, and gets 304 while the file is unchanged.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { FastifyStaticOptions } from '@fastify/static';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Files worth compressing: text formats; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|json|svg|txt|xml|map|wasm)$/i;
/** Below this size the encoding headers cost more than the bytes saved. */
export const MIN_COMPRESS_BYTES = 1024;

/** Whether a built file gets `.br`/`.gz` siblings. */
export function isCompressible(file: string, size: number): boolean {
  return COMPRESSIBLE.test(file) && size >= MIN_COMPRESS_BYTES;
}

/** Hashed build output (Rsbuild writes it under `static/`) never changes under its name. */
export function isHashedAsset(filePath: string): boolean {
  return filePath.split(/[\\/]/).includes('static');
}

/** Both encodings of one file's bytes; brotli at its best ratio for what is under 1 MB, faster above. */
export async function compressBoth(bytes: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const quality = bytes.length > 1024 * 1024 ? 9 : zlib.constants.BROTLI_MAX_QUALITY;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `.br` and `.gz` beside every compressible file under `dir` (a build folder). A variant
 * that would not be smaller than the file is not written, so the plain file is served instead.
 * Returns how many files were compressed.
 */
export async function writePrecompressed(dir: string): Promise<number> {
  let count = 0;
  const pending: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    if (/\.(?:br|gz)$/.test(file)) continue;
    const { size } = await stat(file);
    if (!isCompressible(file, size)) continue;
    pending.push(
      readFile(file).then(async (bytes) => {
        const { br, gz } = await compressBoth(bytes);
        if (br.length < bytes.length) await writeFile(`${file}.br`, br);
        if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
        count += 1;
      }),
    );
  }
  await Promise.all(pending);
  return count;
}

/**
 * `setHeaders` for @fastify/static: the caching rule of the file, and `Vary: Accept-Encoding` on
 * every file that exists in several encodings (a shared cache must not hand brotli to a client
 * that did not ask for it). `filePath` is the file sent, `.br`/`.gz` included.
 */
export function setStaticHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
  res.setHeader('cache-control', isHashedAsset(filePath) ? IMMUTABLE : REVALIDATE);
  const plain = filePath.replace(/\.(?:br|gz)$/, '');
  if (plain !== filePath || COMPRESSIBLE.test(plain)) res.setHeader('vary', 'accept-encoding');
}

/** Options for @fastify/static: pre-compressed variants, ETag revalidation, the headers above. */
export function precompressedStaticOptions(options: FastifyStaticOptions): FastifyStaticOptions {
  return {
    ...options,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    setHeaders: setStaticHeaders,
  };
}

/**
 * Rsbuild plugin: after a production build, writes the `.br`/`.gz` siblings into the output
 * folder, so every build (npm run build, deploys, e2e and bench builds) ships them.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'referralhub:precompress',
    setup(api) {
      api.onAfterBuild(async () => {
        await writePrecompressed(api.context.distPath);
      });
    },
  };
}
