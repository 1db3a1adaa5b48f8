import type { IoInputItem, IoOutputPart, IoValueType, LevelIo } from '../../../problem-bank/level-io';
import {
  indent,
  outputShape,
  sameTypeRuns,
  parameters,
  recordComment,
  returnDescription,
  type Shape,
} from './shapes';

const SCALAR: Record<IoValueType, string> = { int: 'int', long: 'int64', string: 'string' };
/** The helper that splits the next line into values of a type. */
const READ_VALUES: Record<IoValueType, string> = {
  int: 'readInts()',
  long: 'readInt64s()',
  string: 'strings.Fields(readLine())',
};

function typeOf(shape: Shape): string {
  switch (shape.kind) {
    case 'scalar':
      return SCALAR[shape.type];
    case 'list':
      return `[]${SCALAR[shape.type]}`;
    case 'records':
      return `[][${shape.fields.length}]${SCALAR[shape.type]}`;
    case 'lists':
      return `[][]${SCALAR[shape.type]}`;
    case 'texts':
      return '[]string';
  }
}

function readItem(item: IoInputItem): string[] {
  switch (item.kind) {
    case 'line':
      return [
        ...sameTypeRuns(item.fields).map((run) => `var ${run.names.join(', ')} ${SCALAR[run.type]}`),
        `fmt.Sscan(readLine(), ${item.fields.map((field) => `&${field.name}`).join(', ')})`,
      ];
    case 'array':
      return [`${item.name} := ${READ_VALUES[item.type]}`];
    case 'records':
      return [
        `${item.name} := make(${typeOf({ kind: 'records', type: item.type, fields: item.fields })}, ${item.count})`,
        `for i := range ${item.name} {`,
        `\tcopy(${item.name}[i][:], ${READ_VALUES[item.type]})`,
        '}',
      ];
    case 'lines':
      return [
        `${item.name} := make(${item.of === 'text' ? '[]string' : typeOf({ kind: 'lists', type: item.of })}, ${item.count})`,
        `for i := range ${item.name} {`,
        `\t${item.name}[i] = ${item.of === 'text' ? 'strings.TrimSpace(readLine())' : READ_VALUES[item.of]}`,
        '}',
      ];
  }
}

function printPart(part: IoOutputPart): string[] {
  switch (part.kind) {
    case 'value':
      return [`fmt.Fprintln(writer, ${part.name})`];
    case 'row':
      return [`printRow(writer, ${part.name})`];
    case 'column':
    case 'text':
      return [`for _, value := range ${part.name} {`, '\tfmt.Fprintln(writer, value)', '}'];
    case 'records':
      return [`for _, values := range ${part.name} {`, '\tprintRow(writer, values[:])', '}'];
  }
}

/** Helpers the template needs, each only when used: Go refuses unused imports. */
function helpers(io: LevelIo): { code: string[]; imports: string[] } {
  const valueTypes = new Set<IoValueType>();
  for (const item of io.input) {
    if (item.kind === 'array' || item.kind === 'records') valueTypes.add(item.type);
    if (item.kind === 'lines' && item.of !== 'text') valueTypes.add(item.of);
  }
  const printsRows = io.output.parts.some((part) => part.kind === 'row' || part.kind === 'records');
  const imports = ['bufio', 'fmt', 'os', 'strings'];
  const code = [
    'var reader = bufio.NewReaderSize(os.Stdin, 1<<20)',
    '',
    '// readLine returns the next input line without its line break.',
    'func readLine() string {',
    "\tline, _ := reader.ReadString('\\n')",
    '\treturn strings.TrimRight(line, "\\r\\n")',
    '}',
  ];
  const numberReader = (name: string, type: string, parse: string) => [
    '',
    `func ${name}() []${type} {`,
    '\tfields := strings.Fields(readLine())',
    `\tvalues := make([]${type}, len(fields))`,
    '\tfor i, field := range fields {',
    `\t\tvalues[i], _ = ${parse}`,
    '\t}',
    '\treturn values',
    '}',
  ];
  if (valueTypes.has('int')) code.push(...numberReader('readInts', 'int', 'strconv.Atoi(field)'));
  if (valueTypes.has('long'))
    code.push(...numberReader('readInt64s', 'int64', 'strconv.ParseInt(field, 10, 64)'));
  if (valueTypes.has('int') || valueTypes.has('long')) imports.push('strconv');
  if (printsRows) {
    code.push(
      '',
      '// printRow prints the values on one line, separated by spaces.',
      'func printRow[T any](writer *bufio.Writer, values []T) {',
      '\tfor i, value := range values {',
      '\t\tif i > 0 {',
      "\t\t\twriter.WriteByte(' ')",
      '\t\t}',
      '\t\tfmt.Fprint(writer, value)',
      '\t}',
      "\twriter.WriteByte('\\n')",
      '}',
    );
  }
  return { code, imports: imports.sort() };
}

export function goTemplate(io: LevelIo): string {
  const params = parameters(io);
  const results = io.output.parts.map((part) => ({ name: part.name, shape: outputShape(part) }));
  const comments = [
    returnDescription(io),
    ...params.flatMap(({ name, shape }) => recordComment(name, shape) ?? []),
  ];
  const { code, imports } = helpers(io);
  // Named results: a bare `return` gives back their zero values.
  const signature = `func ${io.function}(${params.map((p) => `${p.name} ${typeOf(p.shape)}`).join(', ')}) (${results.map((r) => `${r.name} ${typeOf(r.shape)}`).join(', ')}) {`;
  const output = io.output.oneLine
    ? [`fmt.Fprintln(writer, ${results.map((r) => r.name).join(', ')})`]
    : io.output.parts.flatMap(printPart);
  return [
    'package main',
    '',
    'import (',
    ...imports.map((name) => `\t"${name}"`),
    ')',
    '',
    ...comments.map((comment) => `// ${comment}`),
    signature,
    '\t// Write your solution here.',
    '\treturn',
    '}',
    '',
    ...code,
    '',
    'func main() {',
    '\twriter := bufio.NewWriter(os.Stdout)',
    '\tdefer writer.Flush()',
    ...indent(io.input.flatMap(readItem), '\t'),
    `\t${results.map((r) => r.name).join(', ')} := ${io.function}(${params.map((p) => p.name).join(', ')})`,
    ...indent(output, '\t'),
    '}',
    '',
  ].join('\n');
}
