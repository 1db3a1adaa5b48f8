import { z } from 'zod';

/**
 * What a level reads and prints, declared once: the starter templates of all six languages are
 * generated from it (api/src/features/practice/starter-templates), so a new problem gets them for
 * free. It is plain data (JSON-safe) so it can be stored with a level in a problem package.
 *
 * Types: `int` fits in 32 bits, `long` needs 64 bits, `string` is one whitespace-free token.
 */
export type IoValueType = 'int' | 'long' | 'string';

export interface IoField {
  readonly name: string;
  readonly type: IoValueType;
}

export type IoInputItem =
  /** One line of named values, e.g. `n m`. */
  | { readonly kind: 'line'; readonly fields: readonly IoField[] }
  /** One line of `length` values of one type, `length` an earlier int. */
  | { readonly kind: 'array'; readonly name: string; readonly type: IoValueType; readonly length: string }
  /** `count` lines, each the same named values of one type, e.g. `m` roads `u v w`. */
  | {
      readonly kind: 'records';
      readonly name: string;
      readonly count: string;
      readonly type: IoValueType;
      readonly fields: readonly string[];
    }
  /** `count` lines: each whole line as text (a map row, a command), or each a line of values of varying length. */
  | {
      readonly kind: 'lines';
      readonly name: string;
      readonly count: string;
      readonly of: 'text' | IoValueType;
    };

export type IoOutputPart =
  /** One value on its own line. */
  | { readonly kind: 'value'; readonly name: string; readonly type: IoValueType }
  /** A list printed on one line, separated by spaces. */
  | { readonly kind: 'row'; readonly name: string; readonly type: IoValueType }
  /** A list printed one value per line. */
  | { readonly kind: 'column'; readonly name: string; readonly type: IoValueType }
  /** A list of records printed one per line, its values separated by spaces. */
  | {
      readonly kind: 'records';
      readonly name: string;
      readonly type: IoValueType;
      readonly fields: readonly string[];
    }
  /** Free-form output: the lines to print (a command script's replies, or a word instead of a list). */
  | { readonly kind: 'text'; readonly name: string };

export interface LevelIo {
  /** The function the learner fills in, named after the task (camelCase). */
  readonly function: string;
  readonly input: readonly IoInputItem[];
  readonly output: {
    readonly parts: readonly IoOutputPart[];
    /** Several single values printed on one line (`length start`) rather than one per line. */
    readonly oneLine?: boolean;
  };
}

/** Names the generated readers and printers use themselves, or that some target language reserves. */
const RESERVED_NAMES = new Set([
  'answer',
  'at',
  'break',
  'case',
  'char',
  'class',
  'const',
  'continue',
  'data',
  'default',
  'delete',
  'do',
  'double',
  'else',
  'enum',
  'false',
  'final',
  'float',
  'for',
  'func',
  'function',
  'go',
  'if',
  'import',
  'in',
  'int',
  'interface',
  'is',
  'lambda',
  'len',
  'let',
  'line',
  'lines',
  'long',
  'main',
  'map',
  'new',
  'none',
  'not',
  'null',
  'or',
  'out',
  'package',
  'pass',
  'print',
  'range',
  'reader',
  'record',
  'return',
  'row',
  'short',
  'static',
  'string',
  'struct',
  'switch',
  'sys',
  'text',
  'this',
  'throw',
  'true',
  'try',
  'type',
  'var',
  'void',
  'while',
  'with',
  'writer',
  'yield',
  'i',
  'j',
  'item',
  'fields',
  'tokens',
  'values',
  'value',
  'readline',
  'readints',
  'readint64s',
  'printrow',
]);

const nameSchema = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]{0,39}$/, {
    error: 'A name is camelCase: a lowercase letter, then letters or digits.',
  })
  .refine((name) => !RESERVED_NAMES.has(name.toLowerCase()), {
    error: (issue) => `"${String(issue.input)}" is reserved by a target language or the generated code.`,
  });
const valueType = z.enum(['int', 'long', 'string']);
const fieldNames = z.array(nameSchema).min(1).max(10);

const inputItem = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('line'),
    fields: z
      .array(z.object({ name: nameSchema, type: valueType }))
      .min(1)
      .max(10),
  }),
  z.object({ kind: z.literal('array'), name: nameSchema, type: valueType, length: nameSchema }),
  z.object({
    kind: z.literal('records'),
    name: nameSchema,
    count: nameSchema,
    type: valueType,
    fields: fieldNames,
  }),
  z.object({
    kind: z.literal('lines'),
    name: nameSchema,
    count: nameSchema,
    of: z.enum(['text', 'int', 'long', 'string']),
  }),
]);

const outputPart = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('value'), name: nameSchema, type: valueType }),
  z.object({ kind: z.literal('row'), name: nameSchema, type: valueType }),
  z.object({ kind: z.literal('column'), name: nameSchema, type: valueType }),
  z.object({ kind: z.literal('records'), name: nameSchema, type: valueType, fields: fieldNames }),
  z.object({ kind: z.literal('text'), name: nameSchema }),
]);

export const levelIoSchema = z
  .object({
    function: nameSchema,
    input: z.array(inputItem).min(1).max(20),
    output: z.object({ parts: z.array(outputPart).min(1).max(5), oneLine: z.boolean().optional() }),
  })
  .superRefine((io, context) => {
    const ints = new Set<string>();
    const names = new Set<string>([io.function]);
    const declare = (name: string) => {
      if (names.has(name)) context.addIssue({ code: 'custom', message: `"${name}" is declared twice.` });
      names.add(name);
    };
    for (const item of io.input) {
      if (item.kind === 'line') {
        for (const field of item.fields) {
          declare(field.name);
          if (field.type !== 'string') ints.add(field.name);
        }
        continue;
      }
      const size = item.kind === 'array' ? item.length : item.count;
      if (!ints.has(size)) {
        context.addIssue({
          code: 'custom',
          message: `"${item.name}" is sized by "${size}", which must be a number read before it.`,
        });
      }
      declare(item.name);
    }
    for (const part of io.output.parts) declare(part.name);
    if (io.output.oneLine && io.output.parts.some((part) => part.kind !== 'value')) {
      context.addIssue({ code: 'custom', message: 'Only single values can share one output line.' });
    }
  });

/** A valid description, or an error that names what is wrong with it. */
export function parseLevelIo(io: unknown): LevelIo {
  const parsed = levelIoSchema.safeParse(io);
  if (parsed.success) return parsed.data;
  const where = (path: readonly PropertyKey[]) => (path.length > 0 ? ` (at ${path.join('.')})` : '');
  throw new Error(
    `Invalid input/output description: ${parsed.error.issues.map((issue) => issue.message + where(issue.path)).join('; ')}`,
  );
}

/** The same shape for every command-script problem: `N`, then `N` commands, one reply line each. */
export function commandScriptIo(functionName: string): LevelIo {
  return {
    function: functionName,
    input: [
      { kind: 'line', fields: [{ name: 'commandCount', type: 'int' }] },
      { kind: 'lines', name: 'commands', count: 'commandCount', of: 'text' },
    ],
    output: { parts: [{ kind: 'text', name: 'replies' }] },
  };
}
