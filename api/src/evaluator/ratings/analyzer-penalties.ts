import type { AnalyzerFinding, AnalyzerReport, QualityAspect } from '../analyzers/analyzer-findings.js';
import type { PenaltyCard } from './rating-scale.js';

/**
 * What the analyzer's findings cost, per rating: each distinct rule costs `perRule` (the first time a
 * reviewer would raise it), each further occurrence `perRepeat` (sloppiness that recurs), up to `cap`
 * so that one noisy rule cannot zero a rating on its own.
 */
const COSTS: Record<QualityAspect, { perRule: number; perRepeat: number; cap: number }> = {
  readability: { perRule: 1, perRepeat: 0.15, cap: 4.5 },
  extensibility: { perRule: 0.75, perRepeat: 0.1, cap: 3 },
  robustness: { perRule: 1, perRepeat: 0.25, cap: 3 },
};
const RULES_QUOTED = 4;

function groupByRule(findings: AnalyzerFinding[]): Map<string, AnalyzerFinding[]> {
  const byRule = new Map<string, AnalyzerFinding[]>();
  for (const finding of findings) byRule.set(finding.rule, [...(byRule.get(finding.rule) ?? []), finding]);
  return byRule;
}

/** `E225` line 2: missing whitespace around operator (and 7 more) */
function quote(rule: string, findings: AnalyzerFinding[]): string {
  const [first] = findings;
  const more = findings.length > 1 ? ` (and ${findings.length - 1} more)` : '';
  return `\`${rule}\` line ${first!.line}: ${first!.message.replace(/\.+$/, '')}${more}`;
}

/** The rules an analyzer reported for one rating, if any. */
export function rulesReported(report: AnalyzerReport | undefined, aspect: QualityAspect): Set<string> {
  return new Set((report?.findings ?? []).filter((finding) => finding.aspect === aspect).map((f) => f.rule));
}

/**
 * Charges the analyzer's findings for `aspect` to the card, quoting each rule with its first line and
 * message; says plainly when the analyzer did not run, so the rating is known to rest on the
 * structural metrics alone.
 */
export function chargeAnalyzerFindings(
  card: PenaltyCard,
  report: AnalyzerReport | undefined,
  aspect: QualityAspect,
): void {
  if (!report) return;
  if (report.unavailable) {
    card.note(
      `${report.tool} did not run (${report.unavailable}): this rating rests on the structural checks alone.`,
    );
    return;
  }
  const byRule = groupByRule(report.findings.filter((finding) => finding.aspect === aspect));
  if (byRule.size === 0) return;
  const { perRule, perRepeat, cap } = COSTS[aspect];
  const repeats = [...byRule.values()].reduce((sum, findings) => sum + findings.length - 1, 0);
  const cost = Math.min(cap, byRule.size * perRule + repeats * perRepeat);
  const quoted = [...byRule].slice(0, RULES_QUOTED).map(([rule, findings]) => quote(rule, findings));
  const others = byRule.size > RULES_QUOTED ? `; ${byRule.size - RULES_QUOTED} more rules` : '';
  card.penalize(cost, `${report.tool} reports ${quoted.join('; ')}${others}.`);
}
