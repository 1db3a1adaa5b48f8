import { clock, istDate, istDateTime, istTime, windowFact, windowLength } from './contest-time';

describe('contest times', () => {
  it('writes instants in IST as en-IN does', () => {
    // 18:30 UTC is midnight IST the next day.
    expect(istDate('2025-08-14T18:30:00.000Z')).toBe('15 August 2025');
    expect(istTime('2025-08-14T18:30:00.000Z')).toBe('12:00 am');
    expect(istTime('2025-08-15T06:30:00.000Z')).toBe('12:00 pm');
    expect(istTime('2025-08-15T03:35:00.000Z')).toBe('9:05 am');
    expect(istDateTime('2025-08-15T18:29:00.000Z')).toBe('15 August 2025, 11:59 pm IST');
    const intl = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', timeStyle: 'short' });
    expect(istTime('2025-08-15T10:15:00.000Z')).toBe(intl.format(new Date('2025-08-15T10:15:00.000Z')));
  });

  it('names the window length', () => {
    expect(windowLength(180)).toBe('3 hours');
    expect(windowLength(60)).toBe('1 hour');
    expect(windowLength(90)).toBe('90 minutes');
    expect(windowFact(180)).toBe('A 3-hour window');
    expect(windowFact(45)).toBe('A 45-minute window');
  });

  it('writes durations as h:mm:ss, never below zero', () => {
    expect(clock(3725)).toBe('1:02:05');
    expect(clock(10_799.6)).toBe('2:59:59');
    expect(clock(-5)).toBe('0:00:00');
  });
});
