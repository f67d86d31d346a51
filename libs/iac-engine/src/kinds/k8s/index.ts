import { type Intent, type Mention } from '../../understand/understand';
import { type Kind } from '../kind';
import { WORKLOAD_KINDS } from './workloads';
import { NETWORKING_KINDS } from './networking';
import { CONFIG_KINDS } from './config';
import { POLICY_KINDS } from './policy';
import { IDENTITY_KINDS } from './identity';
import { CATALOGUE_KINDS } from './catalogue';

export const K8S_KINDS: ReadonlyMap<string, Kind> = new Map(
  [...WORKLOAD_KINDS, ...NETWORKING_KINDS, ...CONFIG_KINDS, ...POLICY_KINDS, ...IDENTITY_KINDS, ...CATALOGUE_KINDS].map(
    (k) => [k.kind, k],
  ),
);

/** A job with a schedule is a CronJob: "a job that runs every 15 minutes". */
export function resolveK8sKind(kind: string, _intent: Intent, mention?: Mention): string | null {
  if (kind === 'k8s.job' && mention?.attrs.schedule) return 'k8s.cron_job';
  return kind;
}
