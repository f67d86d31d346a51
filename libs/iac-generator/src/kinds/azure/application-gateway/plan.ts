import { type Needs } from '../../../plan/needs';
import { publicIpFor, subnetFor } from '../common';

export const needs: Needs = (c, plan) => {
  // The gateway needs a subnet of its own; the certificate comes from Key Vault through an identity.
  const s = subnetFor(c, plan, 'appgw');
  s.config.purpose = 'appgw';
  publicIpFor(c, plan, 'the public frontend of the application gateway', 'appgw');
  c.ref.identity =
    plan.first('azure.user_assigned_identity') ??
    plan.add('azure.user_assigned_identity', {
      implicit: 'reads the TLS certificate from Key Vault',
      label: `${c.id}_appgw`,
    });
};
