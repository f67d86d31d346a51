import { type Kind } from '../kind';
import { NETWORK_KINDS } from './network';
import { COMPUTE_KINDS } from './compute';
import { DATA_KINDS } from './data';
import { PLATFORM_KINDS } from './platform';
import { CATALOGUE_KINDS } from './catalogue';

export const GCP_KINDS: ReadonlyMap<string, Kind> = new Map(
  [...NETWORK_KINDS, ...COMPUTE_KINDS, ...DATA_KINDS, ...PLATFORM_KINDS, ...CATALOGUE_KINDS].map((k) => [k.kind, k]),
);
