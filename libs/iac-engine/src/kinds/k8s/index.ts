import { type K8sKind } from './types';
import { WORKLOAD_KINDS } from './workloads';
import { NETWORKING_KINDS } from './networking';
import { CONFIG_KINDS } from './config';
import { POLICY_KINDS } from './policy';
import { IDENTITY_KINDS } from './identity';

export const K8S_KINDS: ReadonlyMap<string, K8sKind> = new Map([...WORKLOAD_KINDS, ...NETWORKING_KINDS, ...CONFIG_KINDS, ...POLICY_KINDS, ...IDENTITY_KINDS].map((k) => [k.kind, k]));
