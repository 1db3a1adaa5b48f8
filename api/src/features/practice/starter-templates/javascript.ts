import type { IoInputItem, IoOutputPart, IoValueType, LevelIo } from '../../../problem-bank/level-io';
import { indent, outputShape, parameters, recordComment, returnDescription, type Shape } from './shapes';

// Longs stay numbers: the bank's 64-bit values (sums up to ~10^15) are exact below 2^53.
const SCALAR: Record<IoValueType, string> = { int: 'number', long: 'number', string: 'string' };

function typeOf(shape: Shape): string {
  switch (shape.kind) {
    case 'scalar':
      return SCALAR[shape.type];
    case 'list':
      return `${SCALAR[shape.type]}[]`;
    case 'records':
      return `[${shape.fields.map(() => SCALAR[shape.type]).join(', ')}][]`;
    case 'lists':
      return `${SCALAR[shape.type]}[][]`;
    case 'texts':
      return 'string[]';
  }
}

function emptyValue(shape: Shape): string {
  if (shape.kind !== 'scalar') return '[]';
  return shape.type === 'string' ? "''" : '0';
}

/** The next line split into tokens, as numbers unless they are strings. */
function tokens(type: IoValueType): string {
  const split = 'lines[at++].trim().split(/\\s+/)';
  return type === 'string' ? split : `${split}.map(Number)`;
}

function readItem(item: IoInputItem, typed: boolean): string[] {
  switch (item.kind) {
    case 'line': {
      const [field] = item.fields;
      if (item.fields.length === 1 && field) {
        return [
          `const ${field.name} = ${field.type === 'string' ? 'lines[at++].trim()' : 'Number(lines[at++])'};`,
        ];
      }
      if (new Set(item.fields.map((field) => field.type)).size === 1) {
        return [
          `const [${item.fields.map((field) => field.name).join(', ')}] = ${tokens(field?.type ?? 'string')};`,
        ];
      }
      return [
        `const tokens = lines[at++].trim().split(/\\s+/);`,
        ...item.fields.map(
          (field, index) =>
            `const ${field.name} = ${field.type === 'string' ? `tokens[${index}]` : `Number(tokens[${index}])`};`,
        ),
      ];
    }
    case 'array':
      return [`const ${item.name} = ${tokens(item.type)};`];
    case 'records': {
      const cast = typed
        ? ` as ${typeOf({ kind: 'records', type: item.type, fields: item.fields }).slice(0, -2)}`
        : '';
      return [
        `const ${item.name} = Array.from({ length: ${item.count} }, () => ${tokens(item.type)}${cast});`,
      ];
    }
    case 'lines':
      return item.of === 'text'
        ? [`const ${item.name} = Array.from({ length: ${item.count} }, () => lines[at++].trim());`]
        : [`const ${item.name} = Array.from({ length: ${item.count} }, () => ${tokens(item.of)});`];
  }
}

function printPart(part: IoOutputPart): string {
  switch (part.kind) {
    case 'value':
      return `output.push(String(${part.name}));`;
    case 'row':
      return `output.push(${part.name}.join(' '));`;
    case 'column':
    case 'text':
      return `for (const value of ${part.name}) output.push(String(value));`;
    case 'records':
      return `for (const values of ${part.name}) output.push(values.join(' '));`;
  }
}

/** JavaScript (CommonJS, as the evaluator runs it) or, with `typed`, TypeScript. */
export function javascriptTemplate(io: LevelIo, typed: boolean): string {
  const params = parameters(io);
  const results = io.output.parts.map((part) => ({ name: part.name, shape: outputShape(part) }));
  const single = results.length === 1 ? results[0] : undefined;
  const returnType = single ? typeOf(single.shape) : `[${results.map((r) => typeOf(r.shape)).join(', ')}]`;
  const call = `${io.function}(${params.map((p) => p.name).join(', ')})`;
  const comments = [
    returnDescription(io),
    ...params.flatMap(({ name, shape }) => recordComment(name, shape) ?? []),
  ];
  const signature = typed
    ? `function ${io.function}(${params.map((p) => `${p.name}: ${typeOf(p.shape)}`).join(', ')}): ${returnType} {`
    : `function ${io.function}(${params.map((p) => p.name).join(', ')}) {`;
  const docs = typed
    ? ['/**', ...comments.map((comment) => ` * ${comment}`), ' */']
    : [
        '/**',
        ...comments.map((comment) => ` * ${comment}`),
        ...params.map((p) => ` * @param {${typeOf(p.shape)}} ${p.name}`),
        ` * @returns {${returnType}}`,
        ' */',
      ];
  const output = io.output.oneLine
    ? [`output.push(${results.map((r) => `${r.name}`).join(" + ' ' + ")});`]
    : io.output.parts.map(printPart);
  return [
    typed ? "import { readFileSync } from 'fs';" : "const { readFileSync } = require('fs');",
    '',
    ...docs,
    signature,
    '  // Write your solution here.',
    `  return ${single ? emptyValue(single.shape) : `[${results.map((r) => emptyValue(r.shape)).join(', ')}]`};`,
    '}',
    '',
    typed ? 'function main(): void {' : 'function main() {',
    "  const lines = readFileSync(0, 'utf8').split('\\n');",
    '  let at = 0;',
    ...indent(
      io.input.flatMap((item) => readItem(item, typed)),
      '  ',
    ),
    single
      ? `  const ${single.name} = ${call};`
      : `  const [${results.map((r) => r.name).join(', ')}] = ${call};`,
    typed ? '  const output: string[] = [];' : '  const output = [];',
    ...indent(output, '  '),
    "  process.stdout.write(output.length > 0 ? output.join('\\n') + '\\n' : '');",
    '}',
    '',
    'main();',
    '',
  ].join('\n');
}
