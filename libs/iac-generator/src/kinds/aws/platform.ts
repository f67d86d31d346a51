/** Containers, Kubernetes, logs and alarms, backup, audit and CI. */
import { type Kind } from '../kind';

export const PLATFORM_KINDS: Kind[] = [];
