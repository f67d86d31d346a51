import { type ManifestWriter } from '../../../render/kubernetes/context';
import { podSpec, workloadWaivers } from '../manifests/pod';

/** How long after finishing a job is deleted, in words ("after a day", "1 hour after finishing"). */
const afterFinishing = (seconds: number) =>
  seconds === 0
    ? 'as soon as they finish'
    : seconds % 86400 === 0
      ? seconds === 86400
        ? 'after a day'
        : `${seconds / 86400} days after finishing`
      : seconds % 3600 === 0
        ? `${seconds / 3600} hour${seconds === 3600 ? '' : 's'} after finishing`
        : seconds % 60 === 0
          ? `${seconds / 60} minutes after finishing`
          : `${seconds} seconds after finishing`;

export const manifests: ManifestWriter = {
  write: (c, x) => {
    x.add(
      {
        apiVersion: 'batch/v1',
        kind: 'Job',
        metadata: x.meta(c),
        spec: {
          parallelism: c.attrs.parallelism,
          completions: c.attrs.completions,
          // Each pod gets its index (0 to completions-1) in JOB_COMPLETION_INDEX.
          completionMode: c.attrs.indexedCompletions && c.attrs.completions ? 'Indexed' : undefined,
          backoffLimit: c.attrs.retries ?? 3,
          activeDeadlineSeconds: c.attrs.timeoutSeconds ?? 3600,
          ttlSecondsAfterFinished: c.attrs.ttlAfterFinishedSeconds ?? 86400,
          template: {
            metadata: { labels: x.labels(c) },
            spec: podSpec(c, x, { longRunning: false, restartPolicy: 'Never', batch: true }),
          },
        },
      },
      `Bounded retries and run time; finished jobs are cleaned up ${afterFinishing(c.attrs.ttlAfterFinishedSeconds ?? 86400)}.`,
      workloadWaivers(c),
    );
  },
};
