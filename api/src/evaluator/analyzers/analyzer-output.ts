import { MAX_FINDINGS, type AnalyzerFinding, type QualityAspect } from './analyzer-findings.js';

const FLAKE8_LINE = /^(\d+):\d+:([A-Z]\d+):(.*)$/;
const CPPCHECK_LINE = /^(\d+):\d+:(\w+):(\w+):(.*)$/;
const CHECKSTYLE_LINE = /^\[\w+\] [^:]+:(\d+)(?::\d+)?: (.*) \[(\w+)\]$/;
const GO_VET_LINE = /^[^:\s]*main\.go:(\d+):\d+: (.*)$/;

/** pyflakes (F) errors and bare or misplaced exception handling are bugs waiting to happen. */
function flake8Aspect(code: string): QualityAspect {
  if (/^(F8[0-9]{2}|F63\d|F7\d\d|E722|W605|E711|E712|E721)$/.test(code)) return 'robustness';
  if (/^F40[35]$/.test(code)) return 'extensibility';
  return 'readability';
}

const CPPCHECK_EXTENSIBILITY = new Set([
  'duplicateBranch',
  'duplicateExpression',
  'functionStatic',
  'functionConst',
]);

function cppcheckAspect(id: string, severity: string): QualityAspect {
  if (severity === 'error' || severity === 'warning' || /OutOfBounds|Index|uninit|null|zerodiv/i.test(id))
    return 'robustness';
  return CPPCHECK_EXTENSIBILITY.has(id) ? 'extensibility' : 'readability';
}

const CHECKSTYLE_ASPECTS: Record<string, QualityAspect> = {
  EmptyCatchBlockCheck: 'robustness',
  IllegalCatchCheck: 'robustness',
  MissingSwitchDefaultCheck: 'robustness',
  FallThroughCheck: 'robustness',
  EqualsHashCodeCheck: 'robustness',
  StringLiteralEqualityCheck: 'robustness',
  EmptyStatementCheck: 'robustness',
  InnerAssignmentCheck: 'robustness',
  ParameterNumberCheck: 'extensibility',
  VisibilityModifierCheck: 'extensibility',
  MagicNumberCheck: 'extensibility',
  StaticVariableNameCheck: 'extensibility',
};

function collect(text: string, parseLine: (line: string) => AnalyzerFinding | undefined): AnalyzerFinding[] {
  const findings: AnalyzerFinding[] = [];
  for (const line of text.split('\n')) {
    const finding = parseLine(line.trim());
    if (finding) findings.push(finding);
    if (findings.length >= MAX_FINDINGS) break;
  }
  return findings;
}

/** `--format=%(row)d:%(col)d:%(code)s:%(text)s` */
export function parseFlake8(output: string): AnalyzerFinding[] {
  return collect(output, (line) => {
    const match = FLAKE8_LINE.exec(line);
    if (!match) return undefined;
    const [, row, code, message] = match;
    return { rule: code!, line: Number(row), message: message!.trim(), aspect: flake8Aspect(code!) };
  });
}

/** `--template={line}:{column}:{severity}:{id}:{message}` */
export function parseCppcheck(output: string): AnalyzerFinding[] {
  return collect(output, (line) => {
    const match = CPPCHECK_LINE.exec(line);
    if (!match) return undefined;
    const [, row, severity, id, message] = match;
    if (severity === 'information' || id === 'missingIncludeSystem') return undefined;
    return { rule: id!, line: Number(row), message: message!.trim(), aspect: cppcheckAspect(id!, severity!) };
  });
}

/** Checkstyle's plain format: `[WARN] /app/Main.java:12:5: message [RuleName]`. */
export function parseCheckstyle(output: string): AnalyzerFinding[] {
  return collect(output, (line) => {
    const match = CHECKSTYLE_LINE.exec(line);
    if (!match) return undefined;
    const [, row, message, rule] = match;
    const aspect = CHECKSTYLE_ASPECTS[`${rule}Check`] ?? CHECKSTYLE_ASPECTS[rule!] ?? 'readability';
    return { rule: rule!.replace(/Check$/, ''), line: Number(row), message: message!.trim(), aspect };
  });
}

/** go vet reports suspicious constructs (format strings, copied locks, unreachable code): all bugs. */
export function parseGoVet(output: string): AnalyzerFinding[] {
  return collect(output, (line) => {
    const match = GO_VET_LINE.exec(line);
    if (!match) return undefined;
    const [, row, message] = match;
    return { rule: 'vet', line: Number(row), message: message!.trim(), aspect: 'robustness' };
  });
}
