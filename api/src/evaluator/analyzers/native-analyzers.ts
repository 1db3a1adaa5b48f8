import { existsSync } from 'node:fs';
import path from 'node:path';
import { prepareOwnedDirectory } from '../judge/build-directory.js';
import { filesAt } from '../judge/sandbox-files.js';
import { GO_BUILD_ENV } from '../languages/go.js';
import { TOOLCHAINS } from '../languages/registry.js';
import { SANDBOX_APP_DIR, SANDBOX_GO_CACHE_DIR } from '../languages/toolchain-types.js';
import { runInSandbox } from '../sandbox/run-in-sandbox.js';
import type { SandboxRuntime } from '../sandbox/sandbox-runtime.js';
import type { SandboxBind } from '../sandbox/sandbox-types.js';
import type { SandboxSlot } from '../sandbox/slot-pool.js';
import type { SupportedLanguage } from '../types.js';
import { ANALYZER_NAMES, type AnalyzerFinding, type AnalyzerReport } from './analyzer-findings.js';
import { parseCheckstyle, parseCppcheck, parseFlake8, parseGoVet } from './analyzer-output.js';
import { CHECKSTYLE_CONFIG } from './checkstyle-rules.js';

const MB = 1024 * 1024;
export type NativeLanguage = 'python' | 'cpp' | 'java' | 'go';

/** Checkstyle's jars as Debian's `checkstyle` wrapper lists them; the JVM starts directly, tuned for start-up. */
const CHECKSTYLE_JARS = [
  'antlr4-runtime',
  'commons-lang3',
  'commons-beanutils',
  'commons-collections3',
  'guava',
  'commons-cli',
  'commons-logging',
  'picocli',
  'Saxon-HE',
  'reflections',
  'checkstyle',
].map((jar) => `/usr/share/java/${jar}.jar`);

interface NativeAnalyzer {
  /** Debian package providing it (scripts/prerequisites.mjs installs it). */
  debianPackage: string;
  /** Files that must exist on the host (the sandbox sees /usr read-only). */
  requiredFiles: string[];
  command(entryFile: string): { command: string[]; env?: Record<string, string> };
  /** Budget: start-up plus a few hundred lines of analysis, with room for a loaded machine. */
  cpuTimeMs: number;
  parse(stdout: string, stderr: string): AnalyzerFinding[];
}

/** gofmt's diff: every hunk is code laid out differently from what every Go programmer reads. */
function parseGofmtDiff(diff: string): AnalyzerFinding[] {
  const hunk = /^@@ -(\d+)/m.exec(diff);
  if (!hunk) return [];
  const changed = diff.split('\n').filter((line) => line.startsWith('-') && !line.startsWith('---')).length;
  return [
    {
      rule: 'gofmt',
      line: Number(hunk[1]),
      message: `${changed} line${changed === 1 ? ' is' : 's are'} not laid out as gofmt would`,
      aspect: 'readability',
    },
  ];
}

export const NATIVE_ANALYZERS: Record<NativeLanguage, NativeAnalyzer> = {
  python: {
    debianPackage: 'flake8',
    requiredFiles: ['/usr/bin/python3', '/usr/lib/python3/dist-packages/flake8'],
    command: (entry) => ({
      command: [
        '/usr/bin/python3',
        '-m',
        'flake8',
        '--isolated',
        '--jobs=1',
        '--max-line-length=120',
        '--max-complexity=10',
        '--format=%(row)d:%(col)d:%(code)s:%(text)s',
        `${SANDBOX_APP_DIR}/${entry}`,
      ],
    }),
    cpuTimeMs: 3_000,
    parse: (stdout) => parseFlake8(stdout),
  },
  cpp: {
    debianPackage: 'cppcheck',
    requiredFiles: ['/usr/bin/cppcheck'],
    command: (entry) => ({
      command: [
        '/usr/bin/cppcheck',
        '--enable=warning,style,performance,portability',
        '--inconclusive',
        '--language=c++',
        '--std=c++17',
        '--quiet',
        '--suppress=missingIncludeSystem',
        '--template={line}:{column}:{severity}:{id}:{message}',
        `${SANDBOX_APP_DIR}/${entry}`,
      ],
    }),
    cpuTimeMs: 3_000,
    parse: (_stdout, stderr) => parseCppcheck(stderr),
  },
  java: {
    debianPackage: 'checkstyle',
    requiredFiles: ['/usr/share/java/checkstyle.jar'],
    command: (entry) => ({
      command: [
        '/usr/bin/java',
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-Xmx256m',
        '-cp',
        CHECKSTYLE_JARS.join(':'),
        'com.puppycrawl.tools.checkstyle.Main',
        '-c',
        `${SANDBOX_APP_DIR}/checkstyle.xml`,
        `${SANDBOX_APP_DIR}/${entry}`,
      ],
    }),
    cpuTimeMs: 6_000,
    parse: (stdout) => parseCheckstyle(stdout),
  },
  go: {
    debianPackage: 'golang-go',
    requiredFiles: ['/usr/bin/go', '/usr/bin/gofmt'],
    command: (entry) => ({
      command: [
        '/bin/sh',
        '-c',
        `cd ${SANDBOX_APP_DIR} && /usr/bin/gofmt -d ${entry}; /usr/bin/go vet ${entry}`,
      ],
      env: GO_BUILD_ENV,
    }),
    // A cold Go cache (a new slot) type-checks the standard library first.
    cpuTimeMs: 12_000,
    parse: (stdout, stderr) => [...parseGofmtDiff(stdout), ...parseGoVet(stderr)],
  },
};

export const isNativeLanguage = (language: SupportedLanguage): language is NativeLanguage =>
  language in NATIVE_ANALYZERS;

/** Why the language's analyzer cannot run here, or undefined when it can. */
export function missingNativeAnalyzer(language: NativeLanguage): string | undefined {
  const analyzer = NATIVE_ANALYZERS[language];
  if (analyzer.requiredFiles.every((file) => existsSync(file))) return undefined;
  return `${ANALYZER_NAMES[language]} is not installed on this server (Debian package ${analyzer.debianPackage})`;
}

/**
 * Runs the language's own analyzer on the submission inside the sandbox (it reads hostile code), in
 * the evaluation's slot next to the tests, under its own CPU, memory and output budget. Never throws
 * for anything the analyzer does: a missing, failing or slow analyzer comes back as `unavailable`.
 */
export async function runNativeAnalyzer(
  language: NativeLanguage,
  code: string,
  slot: SandboxSlot,
  runtime: SandboxRuntime,
): Promise<AnalyzerReport> {
  const tool = ANALYZER_NAMES[language];
  const missing = missingNativeAnalyzer(language);
  if (missing) return { tool, findings: [], unavailable: missing };
  let program;
  try {
    program = await TOOLCHAINS[language].prepare(code);
  } catch {
    return { tool, findings: [], unavailable: `${tool} did not run: the code could not be prepared` };
  }
  const analyzer = NATIVE_ANALYZERS[language];
  const entryFile = Object.keys(program.files)[0]!;
  // Copied into the sandbox rather than mounted: the analyzer reads hostile code and /proc alike.
  const files = filesAt(
    SANDBOX_APP_DIR,
    language === 'java' ? { ...program.files, 'checkstyle.xml': CHECKSTYLE_CONFIG } : program.files,
  );
  const binds: SandboxBind[] = [];
  if (language === 'go') {
    const goCache = path.join(slot.directory, 'go-cache');
    await prepareOwnedDirectory(goCache, slot.identity, 0o700);
    binds.push({ hostPath: goCache, sandboxPath: SANDBOX_GO_CACHE_DIR, writable: true });
  }
  const { command, env } = analyzer.command(entryFile);
  const result = await runInSandbox(
    {
      command,
      env,
      stdin: '',
      binds,
      files,
      cpuTimeMs: analyzer.cpuTimeMs,
      wallTimeMs: analyzer.cpuTimeMs * 2 + 1000,
      memoryBytes: 512 * MB,
      maxProcesses: 64,
      stdoutLimitBytes: 256 * 1024,
      stderrLimitBytes: 256 * 1024,
      workDirBytes: 64 * MB,
      fileSizeLimitBytes: 16 * MB,
      openFilesLimit: 256,
    },
    slot.identity,
    runtime.cgroups,
  );
  if (result.timedOut || result.oomKilled) {
    return { tool, findings: [], unavailable: `${tool} ran out of its time or memory budget on this code` };
  }
  return { tool, findings: analyzer.parse(result.stdout, result.stderr) };
}
