/**
 * Lifecycle rules as terse specs write them: the storage class alone before when ("nearline after
 * 30d") and units written onto the number ("400d", "12w", "1y") are read as the words would be.
 */
import { understand } from './understand';

const values = (prompt: string) =>
  understand(prompt, 'gcp')
    .mentions.flatMap((m) => m.settings)
    .filter((s) => s.family === 'transition' || s.family === 'retention')
    .map((s) => s.values);

describe('terse lifecycle rules', () => {
  it('reads a class before when, and deletion, with units written onto the number', () => {
    expect(values('gcs bucket scans-2019, archive after 2y, delete after 3650d')).toEqual([
      { transitionClass: 'archive', transitionDays: 730, transitions: [{ storageClass: 'archive', days: 730 }] },
      { retentionDays: 3650 },
    ]);
  });

  it('reads the words as before', () => {
    expect(values('a bucket for exports that moves objects to nearline after 45 days')).toEqual([
      { transitionClass: 'nearline', transitionDays: 45, transitions: [{ storageClass: 'nearline', days: 45 }] },
    ]);
  });

  it('reads no unit out of a word', () => {
    expect(values('a bucket with 30 dashboards of metrics')).toEqual([]);
  });
});

describe('lifecycle rules said with a name and "a year"', () => {
  it('keeps a name a colon ends, and reads "after a year"', () => {
    const intent = understand(
      'gcs bucket raw-scans: move objects to nearline after 60 days; purge them after a year',
      'gcp',
    );
    expect(intent.mentions.map((m) => [m.kind, m.names])).toEqual([['gcp.storage_bucket', ['raw-scans']]]);
    expect(values('gcs bucket raw-scans: purge them after a year')).toEqual([{ retentionDays: 365 }]);
  });
});
