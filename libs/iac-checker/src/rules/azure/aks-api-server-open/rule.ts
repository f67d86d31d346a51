import { defineRule, type RuleContext } from '../../model';
import { asBool, asStrings, at, UNKNOWN } from '../../view/node';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [type, privateKey, rangesKey] = tf
    ? ['azurerm_kubernetes_cluster', 'private_cluster_enabled', 'api_server_access_profile.authorized_ip_ranges']
    : [
        'Microsoft.ContainerService/managedClusters',
        'properties.apiServerAccessProfile.enablePrivateCluster',
        'properties.apiServerAccessProfile.authorizedIPRanges',
      ];
  for (const r of ctx.resources(type)) {
    const priv = at(r.body, privateKey)?.value();
    if (asBool(priv) === true || priv === UNKNOWN) continue;
    const ranges = at(r.body, rangesKey);
    const list = asStrings(ranges?.value());
    if (list === UNKNOWN) continue;
    if (!ranges || !list.length) ctx.report(r, ranges);
    else if (list.includes('0.0.0.0/0')) ctx.report(r, ranges);
  }
}

export const azureAksApiServerOpen = defineRule({
  id: 'IG-AZR-021',
  title: 'AKS API server open to the internet',
  severity: 'MEDIUM',
  rationale:
    'A public API server without authorized ranges accepts connections from anywhere; stolen kubeconfig credentials then work from any address.',
  remediation:
    'Make the cluster private (`private_cluster_enabled = true`) or list your ranges in `api_server_access_profile { authorized_ip_ranges = [...] }`.',
  checks: { terraform: check, arm: check, bicep: check },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
