import { type GcpKind } from './types';
import { NETWORK_KINDS } from './network';
import { COMPUTE_KINDS } from './compute';
import { DATA_KINDS } from './data';
import { PLATFORM_KINDS } from './platform';

export const GCP_KINDS: ReadonlyMap<string, GcpKind> = new Map([...NETWORK_KINDS, ...COMPUTE_KINDS, ...DATA_KINDS, ...PLATFORM_KINDS].map((k) => [k.kind, k]));
