/** Identity, keys and secrets, registries, scheduling, logging and monitoring. */
import { type Kind } from '../kind';

export const PLATFORM_KINDS: Kind[] = [];
