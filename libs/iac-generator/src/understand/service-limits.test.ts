/** Limits of queues, keys, secrets, caches and alarms read with their units. */
import { readSettings } from './settings';

const read = (text: string) =>
  readSettings(text.toLowerCase()).map((f) => [f.label, f.values] as [string, Record<string, unknown>]);
const valuesOf = (text: string, label: string) => read(text).find(([l]) => l === label)?.[1];

describe('limits read with their units', () => {
  it.each([
    ['a service bus topic with a 4 GB max size', 'maximum size', { maxSizeMb: 4096 }],
    ['a service bus queue with maximum queue size of 512 MB', 'maximum size', { maxSizeMb: 512 }],
    ['a 30-second lock on each message', 'lock duration', { lockSeconds: 30 }],
    ['message time-to-live 2 days', 'message time to live', { messageTtlSeconds: 172800 }],
    ['maximum delivery count of 15', 'maximum receives', { maxReceives: 15 }],
    ['deletion window of 9 days', 'deletion window', { deletionWindowDays: 9 }],
    ['soft delete kept for 60 days', 'deletion window', { deletionWindowDays: 60 }],
    ['a password length of 20', 'password length', { passwordLength: 20 }],
    ['acknowledgement deadline of 3 minutes', 'acknowledgement deadline', { timeoutSeconds: 180 }],
    [
      'maintenance window: every monday at 1:15 pm',
      'maintenance window',
      { maintenanceWindow: { day: 1, hour: 13, minute: 15 } },
    ],
    ['capacity between 2 and 6.5 ACUs', 'capacity units', { min: 2, max: 6.5 }],
  ])('%s', (text, label, values) => {
    expect(valuesOf(text, label)).toEqual(values);
  });

  it('reads an alarm condition only in a request for an alarm', () => {
    expect(valuesOf('an alarm when errors exceed 7 in 3 minutes', 'alarm condition')).toEqual({
      alarm: { metric: 'errors', threshold: 7, periodSeconds: 180, orEqual: undefined },
    });
    expect(valuesOf('retry when errors exceed 7 in 3 minutes', 'alarm condition')).toBeUndefined();
  });

  it('reads excluded characters only in a request for a password', () => {
    expect(valuesOf('a generated password excluding backslashes and double quotes', 'excluded characters')).toEqual({
      excludeCharacters: '\\"',
    });
    expect(valuesOf('a bucket without spaces in its keys', 'excluded characters')).toBeUndefined();
  });

  it('leaves a database size to storage when no Service Bus is asked for', () => {
    expect(valuesOf('an azure sql database with a 250 gb max size', 'maximum size')).toBeUndefined();
  });
});
