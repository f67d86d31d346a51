/** Namespaces and the policies that bound what runs in them: quotas, limits, scaling, disruption budgets. */
import { type Component } from '../../model/types';
import { type Kind } from '../kind';

/** A policy for a workload that already runs, given no name of its own, is named after that workload. */
export function namedAfter(c: Component, target: Component | undefined): void {
  if (!c.name && target?.name && target.attrs.flags.has('existing')) c.name = target.name;
}

export const POLICY_KINDS: Kind[] = [];
