// Child process of the evaluator (typescript.ts): strips a learner's TypeScript types with swc.
// swc is native code: deeply nested input overflows its stack and kills the whole process with
// SIGSEGV, so it never runs inside the API or worker process. Reads the code on stdin, writes
// {"ok":true,"javascript":…} or {"ok":false,"message":…} on stdout.
import { transformSync } from '@swc/core';

/** swc's message carries a Rust backtrace after the useful part. */
function readableSwcError(error) {
  const text = error instanceof Error ? error.message : String(error);
  return text.split(/\n\s*Caused by:|\n\s*Stack backtrace:/)[0]?.trim() ?? text;
}

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
let reply;
try {
  // No type check (as with tsx or Node's own stripping); the inline source map lets Node report the
  // learner's own line numbers in stack traces.
  const { code } = transformSync(Buffer.concat(chunks).toString('utf8'), {
    filename: 'main.ts',
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  reply = { ok: true, javascript: code };
} catch (error) {
  reply = { ok: false, message: readableSwcError(error) };
}
process.stdout.write(JSON.stringify(reply));
