/** Ratings are 0–10 with one decimal. */
export function toRating(value: number): number {
  return Math.round(Math.min(10, Math.max(0, value)) * 10) / 10;
}

export interface Rated {
  rating: number;
  notes: string;
}

/** Starts at a score and subtracts one penalty per finding, each with a note the learner can act on. */
export class PenaltyCard {
  private readonly findings: string[] = [];
  private score: number;

  constructor(start: number) {
    this.score = start;
  }

  penalize(points: number, note: string): void {
    this.score -= points;
    this.findings.push(note);
  }

  /** A suggestion that costs nothing. */
  note(text: string): void {
    this.findings.push(text);
  }

  result(praise: string): Rated {
    return {
      rating: toRating(this.score),
      notes: this.findings.length > 0 ? this.findings.join(' ') : praise,
    };
  }
}

export const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;
export const lineList = (lines: number[]): string =>
  lines.length === 1 ? `line ${lines[0]}` : `lines ${lines.slice(0, 5).join(', ')}`;
