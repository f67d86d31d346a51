import { type Attrs, type Component } from '../../../model/types';
import { atTimeOfDay } from '../../time-of-day';

/** What the request's settings decide for an EventBridge Scheduler schedule, once for every format. */
export function decide(c: Component, plan: { global: Attrs }) {
  // The schedule's own words, else the request's: "at 01:15 Berlin time" may be said anywhere in it.
  const own = <K extends keyof Attrs>(key: K): Attrs[K] => c.attrs[key] ?? plan.global[key];
  const minutes = own('flexibleWindowMinutes');
  return {
    // Scheduler reads the same cron() and rate() expressions as EventBridge; daily when none is said.
    expression: atTimeOfDay(own('schedule') ?? 'rate(1 day)', own('timeOfDay')) ?? 'rate(1 day)',
    // Clock times are in the zone said, daylight saving included; UTC when none is.
    timeZone: own('timeZone') ?? 'UTC',
    // Started on time unless a window is said: a window lets Scheduler spread the starts.
    window: minutes ? { mode: 'FLEXIBLE', minutes } : { mode: 'OFF', minutes: undefined },
    input: own('scheduleInput'),
  };
}
