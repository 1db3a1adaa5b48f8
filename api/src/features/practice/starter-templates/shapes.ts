import type {
  IoField,
  IoInputItem,
  IoOutputPart,
  IoValueType,
  LevelIo,
} from '../../../problem-bank/level-io';

/**
 * What a value looks like to the learner's function, whatever the language: one value, a list, a
 * list of fixed-size records, a list of lists of varying length, or text lines.
 */
export type Shape =
  | { kind: 'scalar'; type: IoValueType }
  | { kind: 'list'; type: IoValueType }
  | { kind: 'records'; type: IoValueType; fields: readonly string[] }
  | { kind: 'lists'; type: IoValueType }
  | { kind: 'texts' };

export interface Parameter {
  name: string;
  shape: Shape;
}

export function inputShape(item: Exclude<IoInputItem, { kind: 'line' }>): Shape {
  switch (item.kind) {
    case 'array':
      return { kind: 'list', type: item.type };
    case 'records':
      return { kind: 'records', type: item.type, fields: item.fields };
    case 'lines':
      return item.of === 'text' ? { kind: 'texts' } : { kind: 'lists', type: item.of };
  }
}

export function outputShape(part: IoOutputPart): Shape {
  switch (part.kind) {
    case 'value':
      return { kind: 'scalar', type: part.type };
    case 'row':
    case 'column':
      return { kind: 'list', type: part.type };
    case 'records':
      return { kind: 'records', type: part.type, fields: part.fields };
    case 'text':
      return { kind: 'texts' };
  }
}

/** Every value the input declares, in reading order: the function's parameters. */
export function parameters(io: LevelIo): Parameter[] {
  return io.input.flatMap((item) =>
    item.kind === 'line'
      ? item.fields.map((field) => ({
          name: field.name,
          shape: { kind: 'scalar', type: field.type } as Shape,
        }))
      : [{ name: item.name, shape: inputShape(item) }],
  );
}

/** A sentence for the function's comment: what it returns and how it is printed. */
export function returnDescription(io: LevelIo, rename: (name: string) => string = (name) => name): string {
  const described = io.output.parts.map((part) => {
    switch (part.kind) {
      case 'value':
        return rename(part.name);
      case 'row':
        return `${rename(part.name)} (printed on one line)`;
      case 'column':
        return `${rename(part.name)} (printed one per line)`;
      case 'records':
        return `${rename(part.name)} (one line each: ${part.fields.join(' ')})`;
      case 'text':
        return `${rename(part.name)} (the lines to print)`;
    }
  });
  return `Return ${described.join(', ')}.`;
}

export function recordComment(name: string, shape: Shape): string | undefined {
  return shape.kind === 'records' ? `${name}[i] holds ${shape.fields.join(', ')}` : undefined;
}

/** camelCase to snake_case, for Python. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export function indent(lines: readonly string[], spaces: string): string[] {
  return lines.map((line) => (line ? spaces + line : line));
}

/** Neighbouring fields of one type, declared together (`int n, m;`). */
export function sameTypeRuns(fields: readonly IoField[]): { type: IoValueType; names: string[] }[] {
  const runs: { type: IoValueType; names: string[] }[] = [];
  for (const field of fields) {
    const last = runs.at(-1);
    if (last?.type === field.type) last.names.push(field.name);
    else runs.push({ type: field.type, names: [field.name] });
  }
  return runs;
}
