import type { SupportedLanguage } from '../types.js';

/** Where things appear inside the sandbox. */
export const SANDBOX_APP_DIR = '/app';
export const SANDBOX_OUT_DIR = '/out';
export const SANDBOX_GO_CACHE_DIR = '/gocache';
export const SANDBOX_PCH_DIR = '/pch';

export interface PreparedProgram {
  /** Files written to the source directory, which the sandbox sees read-only at /app. */
  files: Record<string, string>;
  /** Name of the file (or Java class) that runs. */
  entry: string;
}

export interface CommandSpec {
  command: string[];
  env?: Record<string, string>;
}

export interface CompileContext {
  memoryLimitMb: number;
  /** Host directory holding bits/stdc++.h.gch when the precompiled header is ready. */
  precompiledHeaderDir?: string;
}

export interface LanguageToolchain {
  language: SupportedLanguage;
  /** Throws `SourceRejectedError` when the code cannot even be prepared (e.g. TypeScript that does not parse). */
  prepare(code: string): PreparedProgram | Promise<PreparedProgram>;
  /**
   * Compilation (or a syntax check for interpreted languages), run in the sandbox with the sources
   * at /app and a writable /out. Artifacts in /out are what runs; without an `outputsArtifacts`
   * flag the sources themselves run.
   */
  compile(program: PreparedProgram, context: CompileContext): CommandSpec;
  outputsArtifacts: boolean;
  run(program: PreparedProgram, memoryLimitMb: number): CommandSpec;
}

/** A compile-time failure detected in-process, reported like a compiler error. */
export class SourceRejectedError extends Error {}
