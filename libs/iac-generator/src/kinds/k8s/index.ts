import { type Intent, type Mention } from '../../understand/understand';
import { type Kind } from '../kind';
import { WORKLOAD_KINDS } from './workloads';
import { NETWORKING_KINDS } from './networking';
import { CONFIG_KINDS } from './config';
import { POLICY_KINDS } from './policy';
import { IDENTITY_KINDS } from './identity';
import { asLastStated } from './common';
import { FOLDER_KINDS } from './kinds.generated';
import { markExisting } from '../existing-mention';

/** Every kind first takes what the request stated last about each setting, and a name written after its kind. */
const restating = (k: Kind): Kind => ({
  ...k,
  needs: (c, plan) => {
    if (!c.config.restated) {
      c.config.restated = true;
      asLastStated(c);
    }
    k.needs?.(c, plan);
  },
});

export const K8S_KINDS: ReadonlyMap<string, Kind> = new Map(
  [...WORKLOAD_KINDS, ...NETWORKING_KINDS, ...CONFIG_KINDS, ...POLICY_KINDS, ...IDENTITY_KINDS, ...FOLDER_KINDS].map(
    (k) => [k.kind, restating(k)],
  ),
);

const OTHER_WORKLOADS = ['k8s.stateful_set', 'k8s.daemon_set', 'k8s.job', 'k8s.cron_job'];
const PER_POD = /\b(?:per|each|every)\s+pods?\b/i;

/**
 * A job with a schedule is a CronJob: "a job that runs every 15 minutes". "The pods" of a request
 * that asks for a stateful set, daemon set or job are that workload's pods, not a deployment of their own.
 */
export function resolveK8sKind(kind: string, intent: Intent, mention?: Mention): string | null {
  // One the request says the user has ("the configmap app-env we already have") is referred to by name.
  markExisting(kind, intent, mention);
  if (kind === 'k8s.job' && mention?.attrs.schedule) return 'k8s.cron_job';
  // "The job" of a request that asks for a CronJob is the job it runs, not a Job of its own.
  if (
    kind === 'k8s.job' &&
    mention &&
    !mention.indefinite &&
    !mention.names.length &&
    intent.mentions.some(
      (m) => m !== mention && (m.kind === 'k8s.cron_job' || (m.kind === 'k8s.job' && m.attrs.schedule)),
    )
  )
    return null;
  if (
    kind === 'k8s.deployment' &&
    mention &&
    // "a 20Gi volume per pod": "a" introduces the volume, not the pod.
    (!mention.indefinite || PER_POD.test(intent.phrases[mention.phrase] ?? '')) &&
    !mention.names.length &&
    /^pods?$/i.test(mention.text ?? '') &&
    intent.mentions.some((m) => OTHER_WORKLOADS.includes(m.kind))
  )
    return null;
  return kind;
}
