/** Compute Engine, GKE, Cloud Run and Cloud Functions. No public IPs, Shielded VMs, dedicated service accounts. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type Kind } from '../kind';
import { networkFor, serviceAccountFor } from './common';
export const workload = (c: Component, plan: Planner) => {
  networkFor(c, plan);
  serviceAccountFor(c, plan);
};

export const COMPUTE_KINDS: Kind[] = [];
