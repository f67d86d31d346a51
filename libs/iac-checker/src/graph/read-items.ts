/**
 * The graph items of an answer's files, read by the reader of their format (`*-items.ts`), and
 * the Kubernetes objects among them (for the references between objects). A declaration written
 * twice is read once.
 *
 * @example
 *   readItems(parseFiles(files, 'bicep'), 'bicep').items.map((i) => i.id) // ['vnet', 'subnet', ...]
 */
import { type FormatId } from '@infragen/contracts';
import { type ParsedFile } from '../rules/parsed-file';
import { armItems } from './arm-items';
import { bicepItems } from './bicep-items';
import { cloudFormationItems } from './cloudformation-items';
import { type Item } from './item';
import { type KubeObject } from './kubernetes-refs';
import { kubernetesItems } from './kubernetes-items';
import { terraformItems } from './terraform-items';

const isTerraform = (format: FormatId) => format === 'terraform' || format.startsWith('terraform-');

/** The items of an answer's files and the Kubernetes objects among them. */
function collect(
  files: readonly ParsedFile[],
  format: FormatId,
): { items: Item[]; helpers: Item[]; kube: KubeObject[] } {
  if (isTerraform(format)) return terraformItems(files);
  const items: Item[] = [];
  let kube: KubeObject[] = [];
  for (const f of files) {
    if (format === 'cloudformation' && f.kind === 'yaml') items.push(...cloudFormationItems(f.docs[0]?.root, f.path));
    else if (format === 'cloudformation' && f.kind === 'json') items.push(...cloudFormationItems(f.doc.root, f.path));
    else if (format === 'arm' && f.kind === 'json') items.push(...armItems(f.doc.root, f.path));
    else if (format === 'bicep' && f.kind === 'bicep') items.push(...bicepItems(f.bicep.statements, f.path, f.content));
  }
  if (format === 'kubernetes-yaml') {
    const k = kubernetesItems(files);
    items.push(...k.items);
    kube = k.kube;
  }
  return { items, helpers: [], kube };
}

/** Two declarations with one id (a resource named twice): the first is drawn, as Terraform reports the second. */
function unique(items: Item[]): Item[] {
  const seen = new Set<string>();
  return items.filter((i) => !seen.has(i.id) && seen.add(i.id));
}

export function readItems(
  files: readonly ParsedFile[],
  format: FormatId,
): { items: Item[]; helpers: Item[]; kube: KubeObject[] } {
  const collected = collect(files, format);
  return { ...collected, items: unique(collected.items) };
}
