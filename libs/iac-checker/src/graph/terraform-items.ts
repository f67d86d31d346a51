/**
 * Terraform's resources, data sources and module calls as graph items, with the Kubernetes
 * objects Terraform describes (their namespace and own name), read through the security rules'
 * Terraform targets (modules resolved, variables evaluated). Helpers that only compute something
 * for others are returned apart, so references through them can be followed.
 *
 * @example
 *   terraformItems(parseFiles([{ path: 'main.tf', content }], 'terraform-aws')).items[0].id // 'aws_vpc.main'
 */
import { type HclFile } from '../parse/hcl/ast';
import { type Resource } from '../rules/model';
import { type ParsedFile } from '../rules/parsed-file';
import { terraformTargets } from '../rules/targets/terraform';
import { dirOf } from '../terraform/module';
import { type Item, lines } from './item';
import { type KubeObject } from './kubernetes-refs';
import { type GraphNodeKind } from './types';
import { refsByPath } from './walk';

/**
 * Terraform resources that only compute something for others (random names, timestamps, null
 * resources): left out like the helper data sources, references through them kept.
 */
const HELPER_RESOURCES = /^(random|time|null|local|archive|tls)_/;

/** Terraform data sources that only compute something for others: folded into the references through them. */
const HELPER_DATA =
  /^(aws_iam_policy_document|aws_caller_identity|aws_region|aws_partition|aws_availability_zones|aws_ami|aws_ssm_parameter|aws_elb_service_account|aws_canonical_user_id|aws_default_tags|azurerm_client_config|azurerm_subscription|azuread_client_config|google_client_config|google_compute_zones|google_project|archive_file|template_file|local_file)$/;

export function terraformItems(files: readonly ParsedFile[]): { items: Item[]; helpers: Item[]; kube: KubeObject[] } {
  const hcl = files.flatMap((f) => (f.kind === 'hcl' ? [f.hcl] : []));
  const tfvars: HclFile[] = files.flatMap((f) => (f.kind === 'tfvars' ? [f.hcl] : []));
  const items: Item[] = [];
  const helpers: Item[] = [];
  const kube: KubeObject[] = [];
  for (const { terraform, kubernetes } of terraformTargets(hcl, tfvars)) {
    const dir = terraform.resources[0]
      ? dirOf(terraform.resources[0].file)
      : terraform.data[0]
        ? dirOf(terraform.data[0].file)
        : '';
    const idOf = (ref: string) => (dir ? `${dir}/${ref}` : ref);
    const toItem = (r: Resource, kind: GraphNodeKind): Item => ({
      id: idOf(r.ref),
      type: r.type,
      name: r.name,
      kind,
      file: r.file,
      ...lines(r),
      body: r.body,
      refs: refsByPath(r.body).map(({ path, ref }) => ({ path, to: idOf(ref) })),
    });
    for (const r of terraform.resources)
      (HELPER_RESOURCES.test(r.type) ? helpers : items).push(toItem(r, r.type === 'module' ? 'module' : 'resource'));
    for (const r of terraform.data) (HELPER_DATA.test(r.type) ? helpers : items).push(toItem(r, 'data'));
    for (const k of kubernetes.resources) {
      const ns = k.body.get('metadata')?.get('namespace');
      const literal = ns && ns.refs().length === 0 ? ns.value() : undefined;
      const own = k.body.get('metadata')?.get('name')?.value();
      kube.push({
        id: idOf(k.ref),
        kind: k.type,
        name: typeof own === 'string' ? own : k.name,
        namespace: typeof literal === 'string' ? literal : undefined,
        body: k.body,
      });
    }
  }
  const byId = new Map(items.map((i) => [i.id, i]));
  for (const k of kube) {
    const item = byId.get(k.id);
    if (!item) continue;
    if (k.namespace) item.namespace = k.namespace;
    item.kube = { name: k.name, body: k.body };
    if (item.type === 'kubernetes_manifest') item.display = k.kind;
  }
  return { items, helpers, kube };
}
