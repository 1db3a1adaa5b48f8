// The shell's build the pages are made from: index.html and the layout's prerender.json, read again
// when the build changes (`npm run deploy:shell` points the served folder elsewhere).
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { PRERENDER_FILE, type ShellPrerenderDocument } from '../protocol.ts';

export interface ShellBuild {
  /** The folder the build is in (the served folder, links resolved). */
  dir: string;
  /** index.html */
  template: string;
  /** Its prerender.json; null for a shell built without its prerender (client-rendered pages). */
  shell: ShellPrerenderDocument | null;
}

/** Returns the current build, read once per change of index.html. */
export function createShellBuildReader(distDir: string): () => ShellBuild {
  let kept: { key: string; build: ShellBuild } | null = null;
  return function currentShellBuild() {
    const index = path.join(realpathSync(distDir), 'index.html');
    const key = `${index}:${statSync(index).mtimeMs}`;
    if (kept?.key !== key) {
      const dir = path.dirname(index);
      let shell: ShellPrerenderDocument | null = null;
      try {
        shell = JSON.parse(readFileSync(path.join(dir, PRERENDER_FILE), 'utf8')) as ShellPrerenderDocument;
      } catch {
        // A shell built without its prerender: pages are client-rendered, with the JSON block and hints.
      }
      kept = { key, build: { dir, template: readFileSync(index, 'utf8'), shell } };
    }
    return kept.build;
  };
}
