import { emptyAttrs } from '../../../model/types';
import { Planner } from '../../../plan/planner';
import { renderKubernetesYaml } from '../../../render/kubernetes/yaml';
import { renderTerraformKubernetes } from '../../../render/kubernetes/terraform';
import { parseTerraform, parseYamlDocs, validateK8s } from '../../../testing/validate';
import { K8S_KINDS } from '..';
import { K8S_MANIFEST_WRITERS } from '.';

function planOf(kind: string): Planner {
  const plan = new Planner('k8s', emptyAttrs(), K8S_KINDS);
  plan.add(kind);
  plan.expand();
  return plan;
}

describe('Kubernetes kinds', () => {
  it('has at least 20 kinds', () => expect(K8S_KINDS.size).toBeGreaterThanOrEqual(20));

  // A minimal object from the catalogue needs the kind a request named: it has nothing to write alone.
  const kinds = [...K8S_KINDS.keys()].filter((k) => !k.endsWith('.catalogue'));
  it.each(kinds)('%s renders valid manifests and parseable Terraform', async (kind) => {
    const plan = planOf(kind);
    const yaml = renderKubernetesYaml(plan, K8S_MANIFEST_WRITERS);
    const docs = parseYamlDocs(yaml.files[0].content) as { apiVersion: string; kind: string }[];
    expect(docs.length).toBeGreaterThan(0);
    // A custom resource (KEDA's) has no bundled API model to be validated against.
    for (const d of docs) if (!d.apiVersion.startsWith('keda.sh/')) validateK8s(d);
    const main = plan.components.find((c) => c.kind === kind);
    expect(yaml.produced.get(main!)?.length ?? 0).toBeGreaterThan(0);
    const tf = renderTerraformKubernetes(plan, K8S_MANIFEST_WRITERS);
    const types = await parseTerraform(tf.files);
    expect(types).toContain('kubernetes_manifest');
  });

  it('hardens every pod', () => {
    const plan = planOf('k8s.deployment');
    const docs = parseYamlDocs(renderKubernetesYaml(plan, K8S_MANIFEST_WRITERS).files[0].content) as {
      kind: string;
      metadata: { name: string };
      spec: {
        template: { spec: { securityContext: { runAsNonRoot: boolean }; containers: Record<string, unknown>[] } };
      };
    }[];
    const dep = docs.find((d) => d.kind === 'Deployment')!;
    const pod = dep.spec.template.spec;
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    const c = pod.containers[0];
    expect(c.securityContext).toMatchObject({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
    expect((c.resources as { limits?: unknown }).limits).toBeDefined();
    expect(c.readinessProbe).toBeDefined();
    expect(docs.some((d) => d.kind === 'NetworkPolicy' && d.metadata.name === 'default-deny-ingress')).toBe(true);
  });

  it('never writes a secret value', async () => {
    const plan = planOf('k8s.secret');
    const yaml = renderKubernetesYaml(plan, K8S_MANIFEST_WRITERS).files[0].content;
    expect(yaml).toMatch(/\$\{APP_SECRET_APP_SECRET\}/);
    const tf = renderTerraformKubernetes(plan, K8S_MANIFEST_WRITERS);
    const vars = tf.files.find((f) => f.path === 'variables.tf')!.content;
    expect(vars).toMatch(/sensitive\s+= true/);
    expect(vars).not.toMatch(/app_secret_app_secret"[^}]*default/);
  });
});
