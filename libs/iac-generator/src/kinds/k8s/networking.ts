/** Services, ingresses and network policies. The namespace denies all traffic unless a policy allows it. */
import { type Kind } from '../kind';

export const NETWORKING_KINDS: Kind[] = [];
