/**
 * A Bicep file's resources and module calls as graph items: references by symbolic name, nested
 * children with their parent's type before theirs, and a child's reference to its parent
 * (`parent:`, nesting, or a `parent/child` name).
 *
 * @example
 *   bicepItems(parseBicep(text).statements, 'main.bicep', text)[0].id // 'vnet'
 */
import { type BicepStatement } from '../parse/bicep/ast';
import { bicepScope, BicepView, bodyObject } from '../rules/view/bicep';
import { emptyNode, type Node } from '../rules/view/node';
import { bicepRefs } from './bicep-refs';
import { type Item } from './item';

export function bicepItems(statements: BicepStatement[], file: string, text: string): Item[] {
  const scope = bicepScope(statements);
  const children = new Map<string, Set<string>>();
  const collectNames = (list: BicepStatement[]) => {
    for (const s of list) {
      if (s.kind !== 'resource' || !s.name) continue;
      const body = bodyObject(s.value);
      const nested = (body?.resources ?? []).flatMap((c) => (c.kind === 'resource' && c.name ? [c.name] : []));
      if (nested.length) children.set(s.name, new Set(nested));
      if (body) collectNames(body.resources);
    }
  };
  collectNames(statements);
  const names = { resources: scope.resources, children, text };
  const out: Item[] = [];
  const named: { id: string; type: string; view: Node; refs: Item['refs'] }[] = [];
  const visit = (list: BicepStatement[], parent: { id: string; type: string } | undefined) => {
    for (const s of list) {
      if ((s.kind !== 'resource' && s.kind !== 'module') || !s.name || !s.typeRef) continue;
      const raw = s.typeRef.text.replace(/^'|'$/g, '').split('@')[0];
      const type = s.kind === 'module' ? 'module' : parent && !raw.includes('/') ? `${parent.type}/${raw}` : raw;
      const body = bodyObject(s.value);
      const view = body ? new BicepView(body, scope) : emptyNode(s.span);
      const refs = body ? bicepRefs(body, names).map(({ path, ref }) => ({ path, to: ref })) : [];
      if (parent) refs.push({ path: ['parent'], to: parent.id });
      else if (type.split('/').length > 2 && !refs.some((r) => r.path[0] === 'parent'))
        named.push({ id: s.name, type, view, refs });
      out.push({
        id: s.name,
        type,
        name: s.name,
        kind: s.kind === 'module' ? 'module' : s.existing ? 'existing' : 'resource',
        file,
        line: s.span.start.line,
        endLine: s.span.end.line,
        body: view,
        refs,
      });
      if (body && s.kind === 'resource') visit(body.resources, { id: s.name, type });
    }
  };
  visit(statements, undefined);
  // A child written at the top with the name `parent/child` (and no `parent:`) sits in the
  // resource of its parent type named `parent`.
  for (const child of named) {
    const name = child.view.get('name')?.value();
    if (typeof name !== 'string' || !name.includes('/')) continue;
    const parentType = child.type.slice(0, child.type.lastIndexOf('/')).toLowerCase();
    const parentName = name.slice(0, name.lastIndexOf('/'));
    const parent = out.find((o) => o.type.toLowerCase() === parentType && o.body.get('name')?.value() === parentName);
    if (parent) child.refs.push({ path: ['parent'], to: parent.id });
  }
  return out;
}
