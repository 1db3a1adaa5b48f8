/**
 * A small seeded PRNG (mulberry32) so that generated test inputs are identical on every
 * machine and every start: hidden tests must never change under a learner's feet.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** A lowercase identifier such as a plate, user or key name. */
  word(minLength: number, maxLength: number, alphabet = 'abcdefghijklmnopqrstuvwxyz'): string {
    const length = this.int(minLength, maxLength);
    let word = '';
    for (let i = 0; i < length; i += 1) word += alphabet[this.int(0, alphabet.length - 1)];
    return word;
  }
}
