import { accessSync, closeSync, constants, openSync, readSync, realpathSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SupportedLanguage } from '../types.js';

export type ToolName = 'python3' | 'node' | 'g++' | 'javac' | 'java' | 'go';

/** The programs each language needs inside the sandbox (TypeScript's types are stripped in-process). */
export const LANGUAGE_TOOLS: Record<SupportedLanguage, ToolName[]> = {
  python: ['python3'],
  javascript: ['node'],
  typescript: ['node'],
  java: ['javac', 'java'],
  cpp: ['g++'],
  go: ['go'],
};

export const LANGUAGE_NAMES: Record<SupportedLanguage, string> = {
  python: 'Python',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  java: 'Java',
  cpp: 'C++',
  go: 'Go',
};

/** The sandbox sees the host's /usr read-only; a toolchain installed elsewhere brings its own prefix. */
const SANDBOX_VISIBLE_ROOT = '/usr/';

export interface FoundTool {
  /** Real path of the executable, the same inside the sandbox. */
  path: string;
  /** Installation folder bound read-only into the sandbox when the tool lives outside /usr. */
  prefix?: string;
}

export interface LanguageAvailability {
  available: boolean;
  reason?: string;
}

export interface ToolchainReport {
  tools: Partial<Record<ToolName, FoundTool>>;
  languages: Record<SupportedLanguage, LanguageAvailability>;
}

function isScript(file: string): boolean {
  const handle = openSync(file, 'r');
  try {
    const head = Buffer.alloc(2);
    readSync(handle, head, 0, 2, 0);
    return head.toString('latin1') === '#!';
  } finally {
    closeSync(handle);
  }
}

/**
 * The folder to bind for a tool outside /usr: `<prefix>/bin/<tool>` brings `<prefix>` (its libraries
 * live beside it). Never `/`, a top-level folder or a home directory, which would expose far more.
 */
function installationPrefix(realPath: string): string | undefined {
  const binDirectory = path.dirname(realPath);
  if (path.basename(binDirectory) !== 'bin') return undefined;
  const prefix = path.dirname(binDirectory);
  const depth = prefix.split('/').filter(Boolean).length;
  if (depth < 2 || prefix === os.homedir()) return undefined;
  return prefix;
}

/**
 * The first `name` on PATH that can run in the sandbox. Wrapper scripts (pyenv or nvm shims) are
 * skipped: they call back into a version manager the sandbox does not have.
 */
export function findTool(name: ToolName, searchPath = process.env.PATH ?? ''): FoundTool | undefined {
  for (const directory of searchPath.split(':')) {
    if (!path.isAbsolute(directory)) continue;
    try {
      const candidate = path.join(directory, name);
      accessSync(candidate, constants.X_OK);
      const realPath = realpathSync(candidate);
      if (!statSync(realPath).isFile() || isScript(realPath)) continue;
      if (realPath.startsWith(SANDBOX_VISIBLE_ROOT)) return { path: realPath };
      const prefix = installationPrefix(realPath);
      if (prefix) return { path: realPath, prefix };
    } catch {
      // Not here, or not usable: keep looking.
    }
  }
  return undefined;
}

/** Languages switched off by configuration (comma-separated), e.g. on a machine kept without a JDK. */
function disabledLanguages(): Set<string> {
  return new Set(
    (process.env.EVALUATOR_DISABLED_LANGUAGES ?? '')
      .split(',')
      .map((language) => language.trim().toLowerCase())
      .filter(Boolean),
  );
}

function lookUpToolchains(): ToolchainReport {
  const disabled = disabledLanguages();
  const tools: ToolchainReport['tools'] = {};
  const languages = {} as ToolchainReport['languages'];
  for (const [language, needed] of Object.entries(LANGUAGE_TOOLS) as Array<[SupportedLanguage, ToolName[]]>) {
    for (const tool of needed) tools[tool] ??= findTool(tool);
    const missing = needed.filter((tool) => !tools[tool]);
    if (disabled.has(language)) {
      languages[language] = {
        available: false,
        reason: `${LANGUAGE_NAMES[language]} is switched off on this server`,
      };
    } else if (missing.length > 0) {
      languages[language] = {
        available: false,
        reason: `the ${LANGUAGE_NAMES[language]} toolchain (${missing.join(', ')}) is not installed on this server`,
      };
    } else {
      languages[language] = { available: true };
    }
  }
  return { tools, languages };
}

let cached: { key: string; report: ToolchainReport } | undefined;

/** Which toolchains this machine has; looked up once per PATH and configuration. */
export function toolchainReport(): ToolchainReport {
  const key = `${process.env.PATH ?? ''}\0${process.env.EVALUATOR_DISABLED_LANGUAGES ?? ''}`;
  if (cached?.key !== key) cached = { key, report: lookUpToolchains() };
  return cached.report;
}

/** Thrown when a language's toolchain is missing; checked before anything runs. */
export class ToolchainMissingError extends Error {}

/** The absolute path of a tool for a sandboxed command. */
export function toolPath(name: ToolName): string {
  const tool = toolchainReport().tools[name];
  if (!tool) throw new ToolchainMissingError(`${name} is not installed on this server`);
  return tool.path;
}

/** Installation folders of tools outside /usr, which every sandbox binds read-only. */
export function toolchainPrefixes(): string[] {
  const prefixes = Object.values(toolchainReport().tools).flatMap((tool) =>
    tool?.prefix ? [tool.prefix] : [],
  );
  return [...new Set(prefixes)];
}
