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
import { GeneratorMessages } from '@infragen/contracts';

// "our Elastic Cloud deployment", "a Grafana Cloud deployment": a hosted service's deployment, never a Deployment.
const HOSTED_DEPLOYMENT = /\b((?:[A-Z][\w-]*\s+){0,2}[A-Z][\w-]*\s+Cloud)\s+deployments?\b/;

/**
 * The hosted service whose deployment a mention of a deployment is: said so in its phrase, or
 * referred back to there ("please also create that deployment") once said earlier. Reported once.
 */
function hostedDeployment(intent: Intent, mention: Mention): boolean {
  const said = HOSTED_DEPLOYMENT.exec(intent.phrases[mention.phrase] ?? '');
  const earlier = intent.phrases
    .slice(0, mention.phrase)
    .map((p) => HOSTED_DEPLOYMENT.exec(p))
    .find(Boolean);
  const back = !said && earlier && !mention.indefinite && !mention.names.length && !mention.attrs.image;
  const found = said ?? (back ? earlier : null);
  if (!found) return false;
  // What its own phrase says of it (its version, size, zones) is the hosted service's, never moved to an object here.
  mention.settings = mention.settings.filter((x) => x.phrase !== mention.phrase);
  const line = GeneratorMessages.hostedDeployment(found[0], found[1]);
  if (!intent.notCovered.includes(line)) intent.notCovered.push(line);
  return true;
}

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
  if (mention && snapshottedDatabase(kind, intent, mention)) mention.attrs.flags.add('existing');
  if (kind === 'k8s.deployment' && mention && hostedDeployment(intent, mention)) return null;
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

/**
 * "Snapshot the existing PVC data-0 before a migration of the Postgres in namespace billing": the
 * database said with "the" and nothing to run is the one whose volume is copied, running already,
 * never a StatefulSet to write.
 */
function snapshottedDatabase(kind: string, intent: Intent, mention: Mention): boolean {
  if (kind !== 'k8s.stateful_set' || mention.indefinite || mention.names.length || mention.attrs.image) return false;
  if (!mention.attrs.engine) return false;
  return intent.mentions.some((m) => m.kind === 'k8s.volume_snapshot' && m.attrs.snapshot?.sourceClaim);
}
