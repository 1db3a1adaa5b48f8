import type { IoInputItem, IoOutputPart, IoValueType, LevelIo } from '../../../problem-bank/level-io';
import { indent, outputShape, parameters, recordComment, returnDescription, type Shape } from './shapes';

const SCALAR: Record<IoValueType, string> = { int: 'int', long: 'long', string: 'String' };
const PARSE: Record<IoValueType, (token: string) => string> = {
  int: (token) => `Integer.parseInt(${token})`,
  long: (token) => `Long.parseLong(${token})`,
  string: (token) => token,
};

function typeOf(shape: Shape): string {
  switch (shape.kind) {
    case 'scalar':
      return SCALAR[shape.type];
    case 'list':
      return `${SCALAR[shape.type]}[]`;
    case 'records':
    case 'lists':
      return `${SCALAR[shape.type]}[][]`;
    case 'texts':
      return 'String[]';
  }
}

function emptyValue(shape: Shape): string {
  switch (shape.kind) {
    case 'scalar':
      return shape.type === 'string' ? '""' : '0';
    case 'list':
      return `new ${SCALAR[shape.type]}[0]`;
    case 'records':
    case 'lists':
      return `new ${SCALAR[shape.type]}[0][]`;
    case 'texts':
      return 'new String[0]';
  }
}

/** Fills `target` (an array expression) from the tokens of the next line. */
function readTokensInto(target: string, type: IoValueType, size: string): string[] {
  return [
    'line = new StringTokenizer(in.readLine());',
    `${target} = new ${SCALAR[type]}[${size}];`,
    `for (int j = 0; j < ${target}.length; j++) ${target}[j] = ${PARSE[type]('line.nextToken()')};`,
  ];
}

function readItem(item: IoInputItem): string[] {
  switch (item.kind) {
    case 'line':
      return [
        'line = new StringTokenizer(in.readLine());',
        ...item.fields.map(
          (field) => `${SCALAR[field.type]} ${field.name} = ${PARSE[field.type]('line.nextToken()')};`,
        ),
      ];
    case 'array':
      return [`${SCALAR[item.type]}[] ${item.name};`, ...readTokensInto(item.name, item.type, item.length)];
    case 'records':
      return [
        `${SCALAR[item.type]}[][] ${item.name} = new ${SCALAR[item.type]}[${item.count}][];`,
        `for (int i = 0; i < ${item.count}; i++) {`,
        ...indent(readTokensInto(`${item.name}[i]`, item.type, String(item.fields.length)), '    '),
        '}',
      ];
    case 'lines':
      if (item.of === 'text') {
        return [
          `String[] ${item.name} = new String[${item.count}];`,
          `for (int i = 0; i < ${item.count}; i++) ${item.name}[i] = in.readLine().trim();`,
        ];
      }
      return [
        `${SCALAR[item.of]}[][] ${item.name} = new ${SCALAR[item.of]}[${item.count}][];`,
        `for (int i = 0; i < ${item.count}; i++) {`,
        ...indent(readTokensInto(`${item.name}[i]`, item.of, 'line.countTokens()'), '    '),
        '}',
      ];
  }
}

function printPart(part: IoOutputPart, value: string): string[] {
  switch (part.kind) {
    case 'value':
      return [`out.append(${value}).append('\\n');`];
    case 'row':
      return [
        `for (int j = 0; j < ${value}.length; j++) out.append(j == 0 ? "" : " ").append(${value}[j]);`,
        "out.append('\\n');",
      ];
    case 'column':
    case 'text':
      return [`for (var value : ${value}) out.append(value).append('\\n');`];
    case 'records':
      return [
        `for (var values : ${value}) {`,
        '    for (int j = 0; j < values.length; j++) out.append(j == 0 ? "" : " ").append(values[j]);',
        "    out.append('\\n');",
        '}',
      ];
  }
}

export function javaTemplate(io: LevelIo): string {
  const params = parameters(io);
  const results = io.output.parts.map((part) => ({ name: part.name, shape: outputShape(part) }));
  const single = results.length === 1 ? results[0] : undefined;
  const returnType = single ? typeOf(single.shape) : 'Answer';
  const comments = [
    returnDescription(io),
    ...params.flatMap(({ name, shape }) => recordComment(name, shape) ?? []),
  ];
  const call = `${io.function}(${params.map((p) => p.name).join(', ')})`;
  const valueOf = (name: string) => (single ? name : `answer.${name}()`);
  const output = io.output.oneLine
    ? [`out.append(${results.map((r) => valueOf(r.name)).join(` + " " + `)}).append('\\n');`]
    : io.output.parts.flatMap((part) => printPart(part, valueOf(part.name)));
  return [
    'import java.io.*;',
    'import java.util.*;',
    '',
    'public class Main {',
    ...(single
      ? []
      : [`    record Answer(${results.map((r) => `${typeOf(r.shape)} ${r.name}`).join(', ')}) {}`, '']),
    '    /**',
    ...comments.map((comment) => `     * ${comment}`),
    '     */',
    `    static ${returnType} ${io.function}(${params.map((p) => `${typeOf(p.shape)} ${p.name}`).join(', ')}) {`,
    '        // Write your solution here.',
    `        return ${single ? emptyValue(single.shape) : `new Answer(${results.map((r) => emptyValue(r.shape)).join(', ')})`};`,
    '    }',
    '',
    '    public static void main(String[] args) throws IOException {',
    '        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));',
    '        StringTokenizer line;',
    ...indent(io.input.flatMap(readItem), '        '),
    single ? `        ${returnType} ${single.name} = ${call};` : `        Answer answer = ${call};`,
    '        StringBuilder out = new StringBuilder();',
    ...indent(output, '        '),
    '        System.out.print(out);',
    '        System.out.flush();',
    '    }',
    '}',
    '',
  ].join('\n');
}
