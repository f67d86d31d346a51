/**
 * Databases. Defaults: private subnets, a security group open only inside the VPC, encryption with
 * a customer-managed key, TLS forced by a parameter group, passwords managed by AWS (Secrets
 * Manager) so none appears in code or state, deletion protection and final snapshots.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type Kind } from '../kind';

export function engineOf(c: Component, _plan: Planner, fallback = 'postgres'): string {
  return c.attrs.engine ?? fallback;
}

const RDS_KINDS: Kind[] = [];

/** Every database kind, in the order the planner has always seen them. */
export const DATABASE_KINDS: Kind[] = [...RDS_KINDS];
