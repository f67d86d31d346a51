/** IAM, keys and secrets. Roles trust one service and carry only the policies their users need. */
import { type Kind } from '../kind';

export const IDENTITY_KINDS: Kind[] = [];
