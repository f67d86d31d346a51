/**
 * An ARM template's resources as graph items: names worked out where the template computes them,
 * references from `resourceId(...)`, `reference(...)` and `dependsOn`, and a child resource's
 * reference to its parent (declared inside it or named `parent/child`).
 *
 * @example
 *   armItems(doc.root, 'azuredeploy.json')[0].id // 'Microsoft.Network/virtualNetworks/vnet-app'
 */
import { type DocNode, get, text } from '../parse/doc/ast';
import { type Resource } from '../rules/model';
import { armTarget } from '../rules/targets/arm';
import { DocView } from '../rules/view/doc';
import { armNamer, armRefs } from './arm-refs';
import { type Item, lines } from './item';

export function armItems(root: DocNode | undefined, file: string): Item[] {
  const namer = armNamer(root);
  // Names the rules' reading leaves unknown (`concat('st', uniqueString(...))`) worked out here.
  const resources = armTarget(root, file).resources.map((r) => {
    if (r.name) return r;
    const raw = r.body instanceof DocView ? text(get(r.body.node, 'name')) : undefined;
    return { ...r, name: (raw !== undefined && namer(raw)) || '' };
  });
  const idOf = (r: Resource, i: number) => `${r.type}/${r.name || `#${i + 1}`}`;
  const byKey = new Map<string, string>();
  resources.forEach((r, i) => {
    if (!r.name) return;
    byKey.set(`${r.type.toLowerCase()}|${r.name.toLowerCase()}`, idOf(r, i));
    byKey.set(`|${r.name.toLowerCase()}`, idOf(r, i));
  });
  // A reference to a child that is not declared (a subnet written inside its network) is one to its parent.
  const target = (type: string | undefined, name: string): string | undefined => {
    const key = `${(type ?? '').toLowerCase()}|${name.toLowerCase()}`;
    if (byKey.has(key)) return byKey.get(key);
    if (type && type.split('/').length > 2 && name.includes('/'))
      return target(type.slice(0, type.lastIndexOf('/')), name.slice(0, name.lastIndexOf('/')));
    return undefined;
  };
  return resources.map((r, i) => {
    const node = r.body instanceof DocView ? r.body.node : undefined;
    const refs = node
      ? armRefs(node, namer).flatMap(({ path, type, name }) => {
          const to = target(type, name);
          return to ? [{ path, to }] : [];
        })
      : [];
    // A child resource (declared inside its parent, or named `parent/child`) refers to its parent.
    if (r.type.split('/').length > 2 && r.name.includes('/')) {
      const parent = target(r.type.slice(0, r.type.lastIndexOf('/')), r.name.slice(0, r.name.lastIndexOf('/')));
      if (parent) refs.push({ path: ['parent'], to: parent });
    }
    return {
      id: idOf(r, i),
      type: r.type,
      name: r.name,
      kind: r.body.get('existing')?.value() === true ? 'existing' : 'resource',
      file,
      ...lines(r),
      body: r.body,
      refs,
    };
  });
}
