import { type Component } from '../../../model/types';

const within = (n: number | undefined, lo: number, hi: number) =>
  n !== undefined && n >= lo && n <= hi ? n : undefined;

/**
 * How an event subscription retries a failed delivery: the attempts asked ("retry up to 10 times")
 * within Event Grid's 1 to 30, and the time they may take ("over at most 2 hours") within its 1 to
 * 1440 minutes; what was not asked keeps Event Grid's own default (30 attempts, 1440 minutes). A
 * value outside those ranges is not written, so the answer says the files do not hold it.
 */
export function retryPolicy(c: Component): { attempts: number; minutes: number } | undefined {
  const attempts = within(c.attrs.retries, 1, 30);
  const minutes = within(c.attrs.retryWindowMinutes, 1, 1440);
  if (attempts === undefined && minutes === undefined) return undefined;
  return { attempts: attempts ?? 30, minutes: minutes ?? 1440 };
}
