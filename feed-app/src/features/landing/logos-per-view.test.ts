import { LARGE_MIN_WIDTH, MEDIUM_MIN_WIDTH, logosPerView } from './logos-per-view';

describe('logosPerView', () => {
  it('shows 6 logos from 1024 px up', () => {
    expect(logosPerView(LARGE_MIN_WIDTH)).toBe(6);
    expect(logosPerView(1280)).toBe(6);
    expect(logosPerView(2560)).toBe(6);
  });

  it('shows 3 logos under 1024 px', () => {
    expect(logosPerView(LARGE_MIN_WIDTH - 1)).toBe(3);
    expect(logosPerView(800)).toBe(3);
    expect(logosPerView(MEDIUM_MIN_WIDTH)).toBe(3);
  });

  it('shows 2 logos under 640 px', () => {
    expect(logosPerView(MEDIUM_MIN_WIDTH - 1)).toBe(2);
    expect(logosPerView(400)).toBe(2);
    expect(logosPerView(320)).toBe(2);
  });
});
