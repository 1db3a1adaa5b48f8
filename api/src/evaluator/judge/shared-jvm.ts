import { JAVA_HARNESS_CLASS, javaRunOptions } from '../languages/java.js';
import { toolPath } from '../languages/toolchain-lookup.js';
import { SANDBOX_APP_DIR, type PreparedProgram } from '../languages/toolchain-types.js';
import { runInSandbox } from '../sandbox/run-in-sandbox.js';
import type { SandboxRuntime } from '../sandbox/sandbox-runtime.js';
import type { SandboxFile, SandboxRunResult } from '../sandbox/sandbox-types.js';
import type { SandboxSlot } from '../sandbox/slot-pool.js';
import type { TestCase } from '../types.js';
import { filesAt } from './sandbox-files.js';
import { runLimits, STARTUP_ALLOWANCE_MS } from './sandbox-limits.js';

const SANDBOX_TESTS_DIR = '/tests';
const HARNESS_STDERR_CAP = 64 * 1024;
const FRAME_HEADER_BYTES = 9;
const STATUS = { finished: 0, timeLimit: 1, outputLimit: 2 } as const;

/**
 * What the harness cannot contain: writing to the process's own descriptors or /dev and /proc
 * files (its output would bypass the per-test streams), replacing System.in/out/err, halting the
 * JVM without flushing, shutdown hooks (they run after a later test started), or the harness's
 * own names; nor JDK-wide state it cannot put back (the harness restores system properties, the
 * default Locale and TimeZone): security providers and properties, stream handler factories,
 * the networking defaults. Such code runs one JVM per test, as before.
 */
const UNCONTAINED_JAVA = new RegExp(
  [
    /FileDescriptor|\/dev\b|\/proc\b|\bhalt\b|addShutdownHook|\bset(?:In|Out|Err)\b|inheritedChannel|rhjudge|RhJudgeHarness/
      .source,
    /\b(?:add|insert|remove)Provider\b|\bSecurity\s*\.\s*setProperty|set\w*Factory\b|setSecurityManager/
      .source,
    /\b(?:ProxySelector|CookieHandler|ResponseCache|Authenticator|SSLContext|HttpsURLConnection)\s*\.\s*setDefault/
      .source,
    /setFollowRedirects|setDefaultUseCaches|setDefaultAllowUserInteraction/.source,
  ].join('|'),
);

export function canShareJvm(code: string): boolean {
  return !UNCONTAINED_JAVA.test(code);
}

interface TestFrames {
  stdout: Buffer[];
  stderr: Buffer[];
  result?: { status: number; cpuMs: number; wallMs: number };
}

/** Splits the harness's stdout into frames per test; undefined when it is not well formed. */
function parseFrames(
  bytes: Buffer,
  batch: number[],
): { order: number[]; frames: Map<number, TestFrames> } | undefined {
  const frames = new Map<number, TestFrames>();
  const order: number[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    if (offset + FRAME_HEADER_BYTES > bytes.length) return undefined;
    const type = String.fromCharCode(bytes[offset]!);
    const test = bytes.readInt32BE(offset + 1);
    const length = bytes.readInt32BE(offset + 5);
    const payload = bytes.subarray(offset + FRAME_HEADER_BYTES, offset + FRAME_HEADER_BYTES + length);
    if (length < 0 || payload.length !== length) return undefined;
    offset += FRAME_HEADER_BYTES + length;
    const current = order.at(-1);
    if (type === 'S') {
      // Tests start in the order they were given, each once, after the previous one ended.
      if (test !== batch[order.length] || (current !== undefined && !frames.get(current)?.result))
        return undefined;
      order.push(test);
      frames.set(test, { stdout: [], stderr: [] });
      continue;
    }
    const entry = current === test ? frames.get(test) : undefined;
    if (!entry || entry.result) return undefined;
    if (type === 'O') entry.stdout.push(payload);
    else if (type === 'E') entry.stderr.push(payload);
    else if (type === 'R') {
      const [status, cpuMs, wallMs] = payload.toString('ascii').split(' ').map(Number);
      if (![status, cpuMs, wallMs].every((value) => Number.isInteger(value) && value! >= 0)) return undefined;
      entry.result = { status: status!, cpuMs: cpuMs!, wallMs: wallMs! };
    } else return undefined;
  }
  return { order, frames };
}

export interface SharedJvmOptions {
  tests: TestCase[];
  program: PreparedProgram;
  memoryLimitMb: number;
  /** CPU ms a test may use, start-up allowance included (as for a JVM per test). */
  allowedMs: number;
  /** The compiled classes, copied to /app as for a JVM per test. */
  appFiles: SandboxFile[];
  slot: SandboxSlot;
  runtime: SandboxRuntime;
}

/**
 * Runs a Java submission's tests in as few JVMs as is safe (README: "Java: one JVM for many
 * tests"). `runFor(index)` gives the test's run as if it had had its own JVM, or undefined when the
 * caller must run it in a JVM of its own.
 */
export class SharedJvmRuns {
  private readonly results = new Map<number, SandboxRunResult>();
  private smallestTimedOutInput = Number.POSITIVE_INFINITY;
  private fallBack = false;

  constructor(private readonly options: SharedJvmOptions) {}

  async runFor(index: number): Promise<SandboxRunResult | undefined> {
    if (this.fallBack) return undefined;
    if (!this.results.has(index)) await this.runBatchFrom(index);
    return this.results.get(index);
  }

  /** Tests from `index` on of the same kind: samples and hidden tests never share a JVM. */
  private batchFrom(index: number): number[] {
    const { tests } = this.options;
    const sample = tests[index]!.sample;
    return tests.flatMap((test, position) =>
      position >= index &&
      test.sample === sample &&
      (position === index || Buffer.byteLength(test.input) < this.smallestTimedOutInput)
        ? [position]
        : [],
    );
  }

  private async runBatchFrom(index: number): Promise<void> {
    const { tests, memoryLimitMb } = this.options;
    const batch = this.batchFrom(index);
    const results = await runInOneJvm(
      this.options,
      batch.map((position) => ({
        id: position,
        input: tests[position]!.input,
        stdoutCap: runLimits(memoryLimitMb, Buffer.byteLength(tests[position]!.output)).stdoutLimitBytes,
      })),
    );
    if (!results) {
      this.fallBack = true;
      return;
    }
    for (const [position, judged] of results) {
      if (judged.timedOut)
        this.smallestTimedOutInput = Math.min(
          this.smallestTimedOutInput,
          Buffer.byteLength(tests[position]!.input),
        );
      this.results.set(position, judged);
    }
  }
}

export interface JvmBatchEntry {
  /** Names the entry in the result (a test's index). */
  id: number;
  input: string;
  stdoutCap: number;
}

/**
 * Runs the entries one after another in one harness JVM, each with a fresh class loader and its own
 * streams and limits. The result has an entry for each one that started, in order, each as if it
 * had had its own JVM (CPU time is the test's own, without the JVM's start-up); undefined when the
 * harness's output was not well formed (the caller falls back to a JVM per run). With
 * `stopAfterCpuMs` the JVM ends after the first entry that used at least that much CPU.
 */
export async function runInOneJvm(
  options: Omit<SharedJvmOptions, 'tests'>,
  entries: readonly JvmBatchEntry[],
  stopAfterCpuMs?: number,
): Promise<Map<number, SandboxRunResult> | undefined> {
  const { program, memoryLimitMb, allowedMs, appFiles, slot, runtime } = options;
  const batch = entries.map((entry) => entry.id);
  // Only this batch's inputs are visible to its JVM, read-only like the classes.
  const inputFiles = filesAt(
    SANDBOX_TESTS_DIR,
    entries.map((entry) => ({ relativePath: `${entry.id}.in`, content: entry.input })),
  );
  const wallPerTestMs = allowedMs * 3 + 1000;
  const startupMs = STARTUP_ALLOWANCE_MS.java;
  const totalCpuMs = 2 * startupMs + entries.length * allowedMs;
  let frameBytes = 0;
  for (const { stdoutCap: cap } of entries)
    frameBytes +=
      cap + HARNESS_STDERR_CAP + 2 * FRAME_HEADER_BYTES * (2 + (cap + HARNESS_STDERR_CAP) / 1024) + 64;
  const stopAfter = stopAfterCpuMs === undefined ? '' : `:${Math.max(1, Math.round(stopAfterCpuMs))}`;
  const run = await runInSandbox(
    {
      ...runLimits(memoryLimitMb, 0),
      stdoutLimitBytes: Math.ceil(frameBytes),
      keepStdoutBytes: true,
      command: [
        toolPath('java'),
        ...javaRunOptions(memoryLimitMb),
        '-cp',
        SANDBOX_APP_DIR,
        JAVA_HARNESS_CLASS,
        program.entry,
        SANDBOX_APP_DIR,
        SANDBOX_TESTS_DIR,
        String(allowedMs),
        String(wallPerTestMs),
        ...entries.map((entry) => `${entry.id}:${entry.stdoutCap}${stopAfter}`),
      ],
      stdin: '',
      files: [...appFiles, ...inputFiles],
      // The harness stops a test at its own limits; these stop a harness that does not.
      cpuTimeMs: totalCpuMs,
      wallTimeMs: totalCpuMs * 3 + 1000,
    },
    slot.identity,
    runtime.cgroups,
  );
  const parsed = run.outputLimitExceeded ? undefined : parseFrames(run.stdoutBytes ?? Buffer.alloc(0), batch);
  if (!parsed || parsed.order.length === 0) return undefined;
  const results = new Map<number, SandboxRunResult>();
  let finishedCpuMs = 0;
  for (const position of parsed.order) {
    const frames = parsed.frames.get(position)!;
    const stdout = Buffer.concat(frames.stdout).toString('utf8');
    const stderr = Buffer.concat(frames.stderr).toString('utf8');
    const { result } = frames;
    const judged: SandboxRunResult = result
      ? {
          exitCode: 0,
          signal: null,
          stdout,
          stderr,
          outputLimitExceeded: result.status === STATUS.outputLimit,
          timedOut: result.status === STATUS.timeLimit,
          oomKilled: false,
          wallTimeMs: result.wallMs,
          cpuTimeMs: result.cpuMs,
          peakMemoryKb: run.peakMemoryKb,
        }
      : {
          // The JVM ended during this test: its exit is the test's, as with a JVM of its own.
          exitCode: run.exitCode,
          signal: run.signal,
          stdout,
          stderr: `${stderr}${run.stderr}`,
          outputLimitExceeded: false,
          timedOut: run.timedOut,
          oomKilled: run.oomKilled,
          wallTimeMs: run.wallTimeMs,
          cpuTimeMs: run.cpuTimeMs === undefined ? undefined : Math.max(0, run.cpuTimeMs - finishedCpuMs),
          peakMemoryKb: run.peakMemoryKb,
        };
    if (result) finishedCpuMs += result.cpuMs;
    results.set(position, judged);
  }
  return results;
}
