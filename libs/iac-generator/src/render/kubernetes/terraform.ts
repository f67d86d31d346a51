/**
 * Terraform for hashicorp/kubernetes. Each manifest of the YAML target becomes a
 * `kubernetes_manifest`, so both targets write the same objects; secret values come from
 * sensitive variables without defaults. `kubernetes_manifest` reads the cluster's API at plan
 * time, so the provider needs a reachable cluster for `terraform plan`.
 */
import { expr, type HclValue, tfLabel } from '../../model/hcl';
import { type Planner } from '../../plan/planner';
import { TfContext } from '../terraform/context';
import { terraformFiles } from '../terraform/files';
import { providerBlock } from '../terraform/write-all';
import { type RenderOutput } from '../types';
import { type WriterTable } from '../writer';
import { SecretInput, type ManifestWriter } from './context';
import { buildManifests } from './yaml';

function toHcl(v: unknown, x: TfContext): HclValue {
  if (v instanceof SecretInput) {
    return x.variable(v.name.toLowerCase(), { type: 'string', description: v.description, sensitive: true });
  }
  if (Array.isArray(v)) return v.map((i) => toHcl(i, x));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, i]) => [k, toHcl(i, x)]));
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return expr('null');
}

export function renderTerraformKubernetes(plan: Planner, writers: WriterTable<ManifestWriter>): RenderOutput {
  const k = buildManifests(plan, writers);
  const x = new TfContext(plan, () => undefined);
  const ns = k.manifests.find((m) => m.object.kind === 'Namespace');
  const nsLabel = ns ? tfLabel(`namespace_${ns.object.metadata.name}`) : undefined;
  const produced = new Map<(typeof plan.components)[number], string[]>();
  const owner = new Map<string, (typeof plan.components)[number]>();
  for (const [c, list] of k.produced) for (const what of list) owner.set(what, c);
  for (const m of k.manifests) {
    const what = `${m.object.kind}/${m.object.metadata.name}`;
    const label = tfLabel(`${m.object.kind.toLowerCase()}_${m.object.metadata.name}`);
    const dependsOn = nsLabel && m.object.metadata.namespace ? [expr(`kubernetes_manifest.${nsLabel}`)] : undefined;
    const address = x.resource(
      'kubernetes_manifest',
      label,
      { manifest: toHcl(m.object, x), depends_on: label === nsLabel ? undefined : dependsOn },
      [m.comment, ...(m.waivers ?? []).map((w) => w.directive)].filter(Boolean).join('\n') || undefined,
    );
    const c = owner.get(what);
    if (c) produced.set(c, [...(produced.get(c) ?? []), address]);
  }
  for (const [c, list] of k.produced)
    for (const what of list)
      if (!what.includes('/') || what.startsWith('StatefulSet volumeClaimTemplate'))
        produced.set(c, [...(produced.get(c) ?? []), what]);
  const provider = providerBlock('kubernetes', {
    config_path: x.variable('kubeconfig_path', {
      type: 'string',
      description: 'Path to the kubeconfig file',
      default: '~/.kube/config',
    }),
    config_context: x.variable('kube_context', {
      type: 'string',
      description: 'Kubeconfig context to use (null: the current one)',
      default: expr('null'),
    }),
  });
  const out = terraformFiles(x, [provider], { kubernetes: { source: 'hashicorp/kubernetes', version: '~> 2.35' } });
  return { ...out, produced };
}
