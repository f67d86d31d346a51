import { type Needs } from '../../../plan/needs';
import { publicIpFor, subnetFor } from '../common';

export const needs: Needs = (c, plan) => {
  // The gateway needs a subnet of its own; the certificate comes from Key Vault through an identity.
  const s = subnetFor(c, plan, 'appgw');
  s.config.purpose = 'appgw';
  publicIpFor(c, plan, 'the public frontend of the application gateway', 'appgw');
  const identity = (c.ref.identity =
    plan.first('azure.user_assigned_identity') ??
    plan.add('azure.user_assigned_identity', {
      implicit: 'reads the TLS certificate from Key Vault',
      label: `${c.id}_appgw`,
    }));
  // The vault of the request holds its certificate: the identity may read its secrets there, or the
  // gateway cannot load the certificate and never starts its HTTPS listener.
  const vault = plan.all('azure.key_vault').find((v) => !v.implicit);
  if (vault && !c.ref.certificateGrant) {
    const grant = plan.add('azure.role_assignment', {
      implicit: "lets the gateway's identity read its TLS certificate from the vault (Key Vault Secrets User on it)",
      label: `${c.id}_certificate`,
      attrs: { roleNames: ['Key Vault Secrets User'] },
    });
    grant.ref.identity = identity;
    grant.ref.scope = vault;
    c.ref.certificateGrant = grant;
  }
  // The secret the request names for the certificate is the one the listener loads.
  c.ref.certificate ??= plan.all('azure.key_vault_secret').find((s) => !s.implicit);
};
