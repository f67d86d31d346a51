import { type Needs } from '../../../plan/needs';
import { endpointTarget, subnetFor } from '../common';

export const needs: Needs = (c, plan) => {
  subnetFor(c, plan, 'private-endpoints');
  // A target planned with it (an app's SQL server, compute.ts) stays; else the service asked nearest to it.
  c.ref.target ??=
    endpointTarget(c, plan) ??
    plan.add('azure.storage_account', { implicit: 'the service the private endpoint reaches', label: 'main' });
};
