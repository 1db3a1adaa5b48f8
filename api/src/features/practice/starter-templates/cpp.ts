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

const SCALAR: Record<IoValueType, string> = { int: 'int', long: 'long long', string: 'string' };

function typeOf(shape: Shape): string {
  switch (shape.kind) {
    case 'scalar':
      return SCALAR[shape.type];
    case 'list':
      return `vector<${SCALAR[shape.type]}>`;
    case 'records':
      return `vector<array<${SCALAR[shape.type]}, ${shape.fields.length}>>`;
    case 'lists':
      return `vector<vector<${SCALAR[shape.type]}>>`;
    case 'texts':
      return 'vector<string>';
  }
}

/** Scalars by value, containers by const reference. */
function parameterType(shape: Shape): string {
  return shape.kind === 'scalar' && shape.type !== 'string' ? typeOf(shape) : `const ${typeOf(shape)}&`;
}

/** The rest of the current line is skipped, then a whole line is read (without a Windows line end). */
const READ_LINE = [
  'string line;',
  'cin >> ws;',
  'getline(cin, line);',
  "if (!line.empty() && line.back() == '\\r') line.pop_back();",
];

function readItem(item: IoInputItem): string[] {
  switch (item.kind) {
    case 'line':
      return [
        ...sameTypeRuns(item.fields).map((run) => `${SCALAR[run.type]} ${run.names.join(', ')};`),
        `cin >> ${item.fields.map((field) => field.name).join(' >> ')};`,
      ];
    case 'array':
      return [
        `${typeOf({ kind: 'list', type: item.type })} ${item.name}(${item.length});`,
        `for (auto& value : ${item.name}) cin >> value;`,
      ];
    case 'records':
      return [
        `${typeOf({ kind: 'records', type: item.type, fields: item.fields })} ${item.name}(${item.count});`,
        `for (auto& [${item.fields.join(', ')}] : ${item.name}) cin >> ${item.fields.join(' >> ')};`,
      ];
    case 'lines':
      if (item.of === 'text') {
        return [
          `vector<string> ${item.name}(${item.count});`,
          `for (auto& text : ${item.name}) {`,
          ...indent(READ_LINE, '    '),
          '    text = line;',
          '}',
        ];
      }
      return [
        `${typeOf({ kind: 'lists', type: item.of })} ${item.name}(${item.count});`,
        `for (auto& values : ${item.name}) {`,
        ...indent(READ_LINE, '    '),
        '    istringstream tokens(line);',
        `    for (${SCALAR[item.of]} value; tokens >> value;) values.push_back(value);`,
        '}',
      ];
  }
}

function printPart(part: IoOutputPart, value: string): string[] {
  switch (part.kind) {
    case 'value':
      return [`cout << ${value} << '\\n';`];
    case 'row':
      return [
        `for (size_t j = 0; j < ${value}.size(); j++) cout << (j ? " " : "") << ${value}[j];`,
        "cout << '\\n';",
      ];
    case 'column':
    case 'text':
      return [`for (const auto& value : ${value}) cout << value << '\\n';`];
    case 'records':
      return [
        `for (const auto& values : ${value}) {`,
        '    for (size_t j = 0; j < values.size(); j++) cout << (j ? " " : "") << values[j];',
        "    cout << '\\n';",
        '}',
      ];
  }
}

export function cppTemplate(io: LevelIo): string {
  const params = parameters(io);
  const results = io.output.parts.map((part) => ({ name: part.name, shape: outputShape(part) }));
  const single = results.length === 1 ? results[0] : undefined;
  const returnType = single ? typeOf(single.shape) : 'Answer';
  const comments = [
    returnDescription(io),
    ...params.flatMap(({ name, shape }) => recordComment(name, shape) ?? []),
  ];
  const call = `${io.function}(${params.map((p) => p.name).join(', ')})`;
  const valueOf = (name: string) => (single ? name : `answer.${name}`);
  const output = io.output.oneLine
    ? [`cout << ${results.map((r) => valueOf(r.name)).join(` << ' ' << `)} << '\\n';`]
    : io.output.parts.flatMap((part) => printPart(part, valueOf(part.name)));
  return [
    '#include <bits/stdc++.h>',
    'using namespace std;',
    '',
    ...(single
      ? []
      : ['struct Answer {', ...results.map((r) => `    ${typeOf(r.shape)} ${r.name};`), '};', '']),
    ...comments.map((comment) => `// ${comment}`),
    `${returnType} ${io.function}(${params.map((p) => `${parameterType(p.shape)} ${p.name}`).join(', ')}) {`,
    '    // Write your solution here.',
    '    return {};',
    '}',
    '',
    'int main() {',
    '    ios::sync_with_stdio(false);',
    '    cin.tie(nullptr);',
    ...indent(io.input.flatMap(readItem), '    '),
    single ? `    ${returnType} ${single.name} = ${call};` : `    Answer answer = ${call};`,
    ...indent(output, '    '),
    '    return 0;',
    '}',
    '',
  ].join('\n');
}
