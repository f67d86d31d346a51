import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles from the base up to the cap, spread over the upper half of each wait', () => {
    const top = () => 1;
    expect([0, 1, 2, 5, 6, 20].map((n) => backoffDelay(n, 1000, 30_000, top))).toEqual([
      1000, 2000, 4000, 30_000, 30_000, 30_000,
    ]);
    expect(backoffDelay(0, 1000, 30_000, () => 0)).toBe(500);
    expect(backoffDelay(20, 1000, 30_000, () => 0)).toBe(15_000);
  });
});
