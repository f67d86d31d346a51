/** Storage, databases, analytics and messaging. Buckets are uniform and never public; SQL is private-IP only. */
import { type Kind } from '../kind';

export const DATA_KINDS: Kind[] = [];
