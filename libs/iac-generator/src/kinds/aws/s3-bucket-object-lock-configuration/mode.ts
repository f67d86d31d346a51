import { type Component } from '../../../model/types';

/**
 * The Object Lock retention mode written, once for every format: as stated of the lock or of its
 * bucket ("in compliance mode"), else GOVERNANCE, which users with the bypass permission can still
 * lift: a default never makes objects that nobody, not even the account's root user, can delete.
 */
export function lockMode(lock: Component | undefined, bucket: Component | undefined): 'GOVERNANCE' | 'COMPLIANCE' {
  return lock?.attrs.lockMode ?? bucket?.attrs.lockMode ?? 'GOVERNANCE';
}
