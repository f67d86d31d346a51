import { type Component } from '../../../model/types';

// The hours Config delivers a snapshot in, by its enum.
const HOURS: Record<number, string> = {
  1: 'One_Hour',
  3: 'Three_Hours',
  6: 'Six_Hours',
  12: 'Twelve_Hours',
  24: 'TwentyFour_Hours',
};

/** What the request decides for an AWS Config recorder and its delivery channel, once for every format. */
export function decide(c: Component) {
  // "snapshots every 6 hours" read as a schedule (rate(6 hours), rate(1 day)) is how often a snapshot is delivered.
  const rate = /^rate\((\d+) (hour|day)s?\)$/.exec(c.attrs.schedule ?? '');
  const hours = rate ? Number(rate[1]) * (rate[2] === 'day' ? 24 : 1) : undefined;
  return {
    snapshotFrequency: (hours && HOURS[hours]) || (c.config.snapshotFrequency as string | undefined),
    daily: c.config.daily === true,
  };
}
