import type { IoInputItem, IoOutputPart, IoValueType, LevelIo } from '../../../problem-bank/level-io';
import {
  indent,
  outputShape,
  parameters,
  recordComment,
  returnDescription,
  snakeCase,
  type Shape,
} from './shapes';

const SCALAR: Record<IoValueType, string> = { int: 'int', long: 'int', string: 'str' };

function typeOf(shape: Shape): string {
  switch (shape.kind) {
    case 'scalar':
      return SCALAR[shape.type];
    case 'list':
      return `list[${SCALAR[shape.type]}]`;
    case 'records':
      return `list[tuple[${shape.fields.map(() => SCALAR[shape.type]).join(', ')}]]`;
    case 'lists':
      return `list[list[${SCALAR[shape.type]}]]`;
    case 'texts':
      return 'list[str]';
  }
}

function emptyValue(shape: Shape): string {
  if (shape.kind !== 'scalar') return '[]';
  return shape.type === 'string' ? '""' : '0';
}

/** `int(token)` or the token itself, mapped over a split line. */
function parsedTokens(type: IoValueType, source: string): string {
  return type === 'string' ? `${source}.split()` : `map(int, ${source}.split())`;
}

function readItem(item: IoInputItem): string[] {
  switch (item.kind) {
    case 'line': {
      const names = item.fields.map((field) => snakeCase(field.name));
      const types = new Set(item.fields.map((field) => field.type));
      const [first] = item.fields;
      if (item.fields.length === 1 && first) {
        return [
          `${snakeCase(first.name)} = ${first.type === 'string' ? 'next(lines).strip()' : 'int(next(lines))'}`,
        ];
      }
      if (types.size === 1 && first) {
        return [`${names.join(', ')} = ${parsedTokens(first.type, 'next(lines)')}`];
      }
      return [
        `tokens = next(lines).split()`,
        ...item.fields.map(
          (field, index) =>
            `${snakeCase(field.name)} = ${field.type === 'string' ? `tokens[${index}]` : `int(tokens[${index}])`}`,
        ),
      ];
    }
    case 'array':
      return [`${snakeCase(item.name)} = list(${parsedTokens(item.type, 'next(lines)')})`];
    case 'records':
      return [
        `${snakeCase(item.name)} = [tuple(${parsedTokens(item.type, 'next(lines)')}) for _ in range(${snakeCase(item.count)})]`,
      ];
    case 'lines':
      return item.of === 'text'
        ? [`${snakeCase(item.name)} = [next(lines).strip() for _ in range(${snakeCase(item.count)})]`]
        : [
            `${snakeCase(item.name)} = [list(${parsedTokens(item.of, 'next(lines)')}) for _ in range(${snakeCase(item.count)})]`,
          ];
  }
}

function printPart(part: IoOutputPart): string {
  const name = snakeCase(part.name);
  switch (part.kind) {
    case 'value':
      return `print(${name})`;
    case 'row':
      return `print(" ".join(map(str, ${name})))`;
    case 'column':
    case 'text':
      return `sys.stdout.write("".join(f"{value}\\n" for value in ${name}))`;
    case 'records':
      return `sys.stdout.write("".join(" ".join(map(str, values)) + "\\n" for values in ${name}))`;
  }
}

export function pythonTemplate(io: LevelIo): string {
  const functionName = snakeCase(io.function);
  const params = parameters(io);
  const results = io.output.parts.map((part) => ({ name: snakeCase(part.name), shape: outputShape(part) }));
  const [only] = results;
  const returnType =
    results.length === 1 && only
      ? typeOf(only.shape)
      : `tuple[${results.map((r) => typeOf(r.shape)).join(', ')}]`;
  const comments = params.flatMap(({ name, shape }) => recordComment(snakeCase(name), shape) ?? []);
  const call = `${functionName}(${params.map((p) => snakeCase(p.name)).join(', ')})`;
  const output = io.output.oneLine
    ? [`print(${results.map((r) => r.name).join(', ')})`]
    : io.output.parts.map(printPart);
  return [
    'import sys',
    '',
    '',
    `def ${functionName}(${params.map((p) => `${snakeCase(p.name)}: ${typeOf(p.shape)}`).join(', ')}) -> ${returnType}:`,
    `    # ${returnDescription(io, snakeCase)}`,
    ...comments.map((comment) => `    # ${comment}`),
    '    # Write your solution here.',
    `    return ${results.map((r) => emptyValue(r.shape)).join(', ')}`,
    '',
    '',
    'def main() -> None:',
    '    lines = iter(sys.stdin.read().split("\\n"))',
    ...indent(io.input.flatMap(readItem), '    '),
    `    ${results.map((r) => r.name).join(', ')} = ${call}`,
    ...indent(output, '    '),
    '',
    '',
    'if __name__ == "__main__":',
    '    main()',
    '',
  ].join('\n');
}
