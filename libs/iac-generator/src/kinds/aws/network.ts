/** VPC building blocks. Subnets spread over availability zones; nothing is public unless asked. */
import { type Kind } from '../kind';

export const NETWORK_KINDS: Kind[] = [];
