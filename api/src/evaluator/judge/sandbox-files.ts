import path from 'node:path';
import type { SandboxFile } from '../sandbox/sandbox-types.js';

export interface RelativeFile {
  relativePath: string;
  content: Buffer | string;
  executable?: boolean;
}

/** Files to copy into a sandbox under `directory`, from a name → content map or a list. */
export function filesAt(directory: string, files: Record<string, string> | RelativeFile[]): SandboxFile[] {
  const list: RelativeFile[] = Array.isArray(files)
    ? files
    : Object.entries(files).map(([relativePath, content]) => ({ relativePath, content }));
  return list.map(({ relativePath, content, executable }) => ({
    sandboxPath: path.posix.join(directory, relativePath),
    content,
    executable: executable ?? false,
  }));
}
