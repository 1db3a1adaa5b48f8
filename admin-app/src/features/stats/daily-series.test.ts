import { fillDays, rankReferralCodes } from './daily-series';

describe('fillDays', () => {
  const now = Date.parse('2025-06-10T08:00:00Z');

  it('lists every day of the range oldest first, zero for the quiet ones', () => {
    const rows = [
      { date: '2025-06-10', count: 4 },
      { date: '2025-06-08', count: 1 },
    ];
    expect(fillDays(rows, 4, (date) => ({ date, count: 0 }), now)).toEqual([
      { date: '2025-06-07', count: 0 },
      { date: '2025-06-08', count: 1 },
      { date: '2025-06-09', count: 0 },
      { date: '2025-06-10', count: 4 },
    ]);
  });

  it('drops rows outside the range', () => {
    const rows = [{ date: '2025-05-01', count: 9 }];
    expect(fillDays(rows, 2, (date) => ({ date, count: 0 }), now).map((row) => row.count)).toEqual([0, 0]);
  });
});

describe('rankReferralCodes', () => {
  it('puts the codes that brought most sign-ups first', () => {
    expect(rankReferralCodes({ b: 2, a: 2, c: 7 })).toEqual([
      { code: 'c', signUps: 7 },
      { code: 'a', signUps: 2 },
      { code: 'b', signUps: 2 },
    ]);
  });
});
