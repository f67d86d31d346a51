import { billingPeriod } from './billing-period';

const d = (iso: string) => new Date(iso);

describe('billingPeriod', () => {
  it('starts a monthly period on the plan day of each month', () => {
    expect(billingPeriod(d('2026-01-10T08:00:00Z'), 'monthly', d('2026-01-10T08:00:00Z'))).toEqual({
      start: d('2026-01-10T08:00:00Z'),
      next: d('2026-02-10T08:00:00Z'),
    });
    expect(billingPeriod(d('2026-01-10T08:00:00Z'), 'monthly', d('2026-03-10T07:59:59Z'))).toEqual({
      start: d('2026-02-10T08:00:00Z'),
      next: d('2026-03-10T08:00:00Z'),
    });
    expect(billingPeriod(d('2026-01-10T08:00:00Z'), 'monthly', d('2026-03-10T08:00:00Z')).start).toEqual(
      d('2026-03-10T08:00:00Z'),
    );
  });

  it('renews a plan started on the 31st on the last day of shorter months', () => {
    expect(billingPeriod(d('2026-01-31T00:00:00Z'), 'monthly', d('2026-03-05T00:00:00Z'))).toEqual({
      start: d('2026-02-28T00:00:00Z'),
      next: d('2026-03-31T00:00:00Z'),
    });
  });

  it('counts yearly periods in whole years, leap days included', () => {
    expect(billingPeriod(d('2024-02-29T12:00:00Z'), 'yearly', d('2026-06-01T00:00:00Z'))).toEqual({
      start: d('2026-02-28T12:00:00Z'),
      next: d('2027-02-28T12:00:00Z'),
    });
  });

  it('puts a time before the start in the first period', () => {
    expect(billingPeriod(d('2026-05-01T00:00:00Z'), 'monthly', d('2026-04-01T00:00:00Z')).start).toEqual(
      d('2026-05-01T00:00:00Z'),
    );
  });
});
