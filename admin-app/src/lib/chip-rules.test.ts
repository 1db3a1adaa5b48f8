import { addChips } from './chip-rules';

describe('addChips', () => {
  it('trims and lowercases what was typed', () => {
    expect(addChips([], '  React  ')).toEqual(['react']);
  });

  it('splits on commas and skips blank pieces', () => {
    expect(addChips(['go'], 'Java, ,Kafka,')).toEqual(['go', 'java', 'kafka']);
  });

  it('ignores duplicates, whatever their case or spacing', () => {
    const chips = ['java'];
    expect(addChips(chips, ' JAVA ')).toBe(chips);
    expect(addChips([], 'sql, SQL , Sql')).toEqual(['sql']);
  });
});
