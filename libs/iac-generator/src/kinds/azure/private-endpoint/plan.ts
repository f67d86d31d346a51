import { type Needs } from '../../../plan/needs';
import { type Component } from '../../../model/types';
import { ENDPOINT_TARGETS, endpointTarget, subnetFor } from '../common';

export const needs: Needs = (c, plan) => {
  subnetFor(c, plan, 'private-endpoints');
  // A target planned with it (an app's SQL server, compute.ts) stays; else the service asked nearest to it.
  c.ref.target ??=
    endpointTarget(c, plan) ??
    plan.add('azure.storage_account', { implicit: 'the service the private endpoint reaches', label: 'main' });
  // The private zone its clients resolve through, when the request asks for that zone itself: the endpoint joins
  // it rather than writing a second zone of the same name (a deployment rejects two).
  const zoneName =
    ENDPOINT_TARGETS[(c.ref.target as Component).kind]?.zone ?? ENDPOINT_TARGETS['azure.storage_account'].zone;
  c.ref.zone ??= plan.components.find(
    (z) => z.kind === 'azure.private_dns_zone' && String(z.attrs.domain ?? '').toLowerCase() === zoneName,
  );
};
