import { MAX_READ_TIME_MINUTES, MIN_READ_TIME_MINUTES, randomReadTimeMinutes } from './read-time';

describe('randomReadTimeMinutes', () => {
  it('maps the lowest and highest random values to 3 and 8 minutes', () => {
    expect(randomReadTimeMinutes(() => 0)).toBe(3);
    expect(randomReadTimeMinutes(() => 0.999999)).toBe(8);
  });

  it('can give every whole minute from 3 to 8, each equally likely', () => {
    const seen = [0, 1, 2, 3, 4, 5].map((slot) => randomReadTimeMinutes(() => (slot + 0.5) / 6));
    expect(seen).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('stays within 3 to 8 whole minutes with the real random source', () => {
    for (let draw = 0; draw < 500; draw += 1) {
      const minutes = randomReadTimeMinutes();
      expect(Number.isInteger(minutes)).toBe(true);
      expect(minutes).toBeGreaterThanOrEqual(MIN_READ_TIME_MINUTES);
      expect(minutes).toBeLessThanOrEqual(MAX_READ_TIME_MINUTES);
    }
  });
});
