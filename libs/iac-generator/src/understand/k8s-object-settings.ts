/**
 * Fields of Kubernetes objects a request commonly states in plain words: a CronJob's history,
 * overlap policy, start deadline and suspension; environment variables read from a Secret's or a
 * ConfigMap's key (or all of their keys); a volume's access modes; an Ingress's class and backend
 * port; a LimitRange's default requests and limits; the namespace a NetworkPolicy lets traffic in
 * from; a PriorityClass's value and preemption; pods spread over zones or nodes, the node's
 * directories they mount and the control-plane nodes they tolerate. Read before the other Kubernetes rules, so their words are not read as objects or sizes:
 * "1 failed job" is a history limit, not a Job, and "the Secret db-creds key password" refers to
 * a Secret, it does not ask for one.
 *
 * The rules are in their families' files (settings/<family>.ts, with their examples); this file is
 * the order they are tried in.
 */
import { type Rule } from './settings';
import { CRON_JOB_K8S_OBJECT } from './settings/cron-job';
import { POD_SPEC_K8S_OBJECT } from './settings/pod-spec';
import { ACCESS_MODES_K8S_OBJECT } from './settings/access-modes';
import { INGRESS_ROUTE_K8S_OBJECT } from './settings/ingress-route';
import { LIMIT_DEFAULTS_K8S_OBJECT } from './settings/limit-defaults';
import { QUOTA_K8S_OBJECT } from './settings/quota';
import { KEDA_K8S_OBJECT } from './settings/keda';
import { VPA_K8S_OBJECT } from './settings/vpa';
import { SNAPSHOT_K8S_OBJECT } from './settings/snapshot';
import { ROLLOUT_K8S_OBJECT } from './settings/rollout';
import { WORKLOAD_FIELDS_K8S } from './settings/workload-fields';
import { SUBJECT_K8S_OBJECT } from './settings/subject';
import { ALLOW_FROM_K8S_OBJECT } from './settings/allow-from';
import { CONFIG_FILES_K8S } from './settings/config-files';
import { JOB_TTL_K8S_OBJECT } from './settings/job-runs';
import { PRIORITY_CLASS_K8S } from './settings/priority-class';
import { CONTROL_PLANE_K8S, HOST_PATH_K8S, HOST_PATH_READ_ONLY_K8S, SPREAD_K8S } from './settings/pod-placement';

export const K8S_OBJECT_RULES: Rule[] = [
  ...CRON_JOB_K8S_OBJECT,
  ...POD_SPEC_K8S_OBJECT,
  ...ACCESS_MODES_K8S_OBJECT,
  ...INGRESS_ROUTE_K8S_OBJECT,
  ...LIMIT_DEFAULTS_K8S_OBJECT,
  // A quota's caps after a LimitRange's defaults took theirs: its counts of objects are caps, never objects.
  ...QUOTA_K8S_OBJECT,
  // What KEDA scales on, before a queue or a secret it names is read as an object asked for.
  ...KEDA_K8S_OBJECT,
  // Custom resources' fields (VPA, CSI snapshots), before their amounts or names are read as a workload's own.
  ...VPA_K8S_OBJECT,
  ...SNAPSHOT_K8S_OBJECT,
  ...ROLLOUT_K8S_OBJECT,
  // A container's command, a StatefulSet's pod start order and data mount path.
  ...WORKLOAD_FIELDS_K8S,
  ...SUBJECT_K8S_OBJECT,
  ...ALLOW_FROM_K8S_OBJECT,
  ...CONFIG_FILES_K8S,
  ...JOB_TTL_K8S_OBJECT,
  ...PRIORITY_CLASS_K8S,
  ...SPREAD_K8S,
  ...HOST_PATH_K8S,
  ...HOST_PATH_READ_ONLY_K8S,
  ...CONTROL_PLANE_K8S,
];
