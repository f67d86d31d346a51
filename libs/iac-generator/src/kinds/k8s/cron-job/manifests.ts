import { type ManifestWriter } from '../../../render/kubernetes/context';
import { cronFields, cronSchedule } from '../manifests/object-fields';
import { podSpec, workloadWaivers } from '../manifests/pod';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    const zone = c.attrs.timeZone ?? 'Etc/UTC';
    x.add(
      {
        apiVersion: 'batch/v1',
        kind: 'CronJob',
        metadata: x.meta(c),
        spec: {
          schedule: cronSchedule(c),
          timeZone: zone,
          ...cronFields(c),
          jobTemplate: {
            spec: {
              parallelism: c.attrs.parallelism,
              completions: c.attrs.completions,
              completionMode: c.attrs.indexedCompletions && c.attrs.completions ? 'Indexed' : undefined,
              backoffLimit: c.attrs.retries ?? 2,
              activeDeadlineSeconds: c.attrs.timeoutSeconds ?? 3600,
              template: {
                metadata: { labels: x.labels(c) },
                spec: podSpec(c, x, { longRunning: false, restartPolicy: 'Never', batch: true }),
              },
            },
          },
        },
      },
      c.attrs.concurrencyPolicy && c.attrs.concurrencyPolicy !== 'Forbid'
        ? `Overlapping runs: concurrencyPolicy ${c.attrs.concurrencyPolicy}; the schedule is in ${zone}.`
        : `Runs never overlap (concurrencyPolicy Forbid); the schedule is in ${zone}.`,
      workloadWaivers(c),
    );
  },
};
