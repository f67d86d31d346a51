/** Config maps, secrets and storage; each lands in the application's namespace. */
import { type Kind } from '../kind';

export const CONFIG_KINDS: Kind[] = [];
