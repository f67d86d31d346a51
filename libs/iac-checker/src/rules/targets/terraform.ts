/**
 * Terraform modules (the .tf files of one folder) as rule targets: resources and data sources
 * read through their module's variables (values from the folder's .tfvars files first, then the
 * defaults) and locals, the state backends, and the Kubernetes objects that `kubernetes_manifest`
 * and the native `kubernetes_*` resources describe, for the Kubernetes rules.
 */
import { type HclBlock, type HclFile } from '../../parse/hcl/ast';
import { type Span } from '../../parse/position';
import { evaluate, type Scope, UNKNOWN, type Value } from '../../terraform/evaluate';
import { collectModules, dirOf, type TerraformModule } from '../../terraform/module';
import { type Resource } from '../model';
import { HclBodyNode } from '../view/hcl';
import { type Node } from '../view/node';
import { type Target } from './target';

/** Native Kubernetes resource types (without their `_v1`/`_v2` suffix) and the kind each writes. */
const NATIVE_KINDS: Record<string, string> = {
  kubernetes_pod: 'Pod',
  kubernetes_deployment: 'Deployment',
  kubernetes_stateful_set: 'StatefulSet',
  kubernetes_daemonset: 'DaemonSet',
  kubernetes_daemon_set: 'DaemonSet',
  kubernetes_replication_controller: 'ReplicationController',
  kubernetes_job: 'Job',
  kubernetes_cron_job: 'CronJob',
  kubernetes_role: 'Role',
  kubernetes_cluster_role: 'ClusterRole',
  kubernetes_role_binding: 'RoleBinding',
  kubernetes_cluster_role_binding: 'ClusterRoleBinding',
  kubernetes_service: 'Service',
  kubernetes_ingress: 'Ingress',
  kubernetes_secret: 'Secret',
  kubernetes_config_map: 'ConfigMap',
  kubernetes_namespace: 'Namespace',
  kubernetes_service_account: 'ServiceAccount',
  kubernetes_network_policy: 'NetworkPolicy',
};

/** A block's first line: from its start to the end of its last label. */
const headerSpan = (b: HclBlock): Span => ({
  start: b.span.start,
  end: (b.labels[b.labels.length - 1] ?? { span: b.typeSpan }).span.end,
});

/** Values the folder's .tfvars files give, by variable name. */
function tfvarsValues(tfvars: HclFile[], module: TerraformModule): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const f of tfvars)
    if (dirOf(f.path) === module.dir) for (const a of f.body.attributes) out[a.name] = evaluate(a.expr, { module });
  return out;
}

export function terraformTargets(files: HclFile[], tfvars: HclFile[]): { terraform: Target; kubernetes: Target }[] {
  return collectModules(files).map((module) => {
    const scope: Scope = { module, variables: tfvarsValues(tfvars, module) };
    const resource = (type: string, name: string, file: string, b: HclBlock, data: boolean): Resource => {
      const body = new HclBodyNode(b.body, b.span, scope, b.typeSpan);
      const address = `${data ? 'data.' : ''}${type}.${name}`;
      const own = body.get('bucket') ?? body.get('name');
      return {
        type,
        name,
        subject: address,
        file,
        span: headerSpan(b),
        body,
        ref: address,
        identity: own?.value(),
      };
    };
    const split = (key: string) => [key.slice(0, key.indexOf('.')), key.slice(key.indexOf('.') + 1)];
    const resources = [...module.resources.entries()].map(([key, d]) => {
      const [type, name] = split(key);
      return resource(type, name, d.file, d.node, false);
    });
    // Module calls are rule targets too, as resources of type `module` (`module.vpc`).
    for (const [name, d] of module.modules)
      resources.push({
        ...resource('module', name, d.file, d.node, false),
        subject: `module.${name}`,
        ref: `module.${name}`,
      });
    const data = [...module.data.entries()].map(([key, d]) => {
      const [type, name] = split(key);
      return resource(type, name, d.file, d.node, true);
    });
    const backends: { type: string; node: Node }[] = [];
    for (const f of module.files)
      for (const t of f.body.blocks.filter((b) => b.type === 'terraform'))
        for (const b of t.body.blocks.filter((x) => x.type === 'backend'))
          backends.push({
            type: b.labels[0]?.value ?? '',
            node: new HclBodyNode(b.body, b.span, scope, b.typeSpan),
          });
    const kubernetes = resources.flatMap((r) => kubernetesObject(r, module, scope));
    return {
      terraform: { engine: 'terraform', resources, data, backends },
      kubernetes: { engine: 'kubernetes', resources: kubernetes, data: [], backends: [] },
    };
  });
}

/** The Kubernetes object a Terraform resource describes, read with the API's field names. */
function kubernetesObject(r: Resource, module: TerraformModule, scope: Scope): Resource[] {
  if (r.type === 'kubernetes_manifest') {
    const manifest = r.body.get('manifest');
    const kind = manifest?.get('kind')?.value();
    if (!manifest || typeof kind !== 'string') return [];
    return [{ ...r, type: kind, body: manifest }];
  }
  const kind = NATIVE_KINDS[r.type.replace(/_v\d$/, '')];
  if (!kind) return [];
  const block = module.resources.get(`${r.type}.${r.name}`)!.node;
  const body = new HclBodyNode(block.body, block.span, scope, block.typeSpan, true);
  const name = body.get('metadata')?.get('name')?.value();
  return [{ ...r, type: kind, body, identity: name === UNKNOWN ? undefined : name }];
}
