/**
 * References in a Bicep resource's body, with the path of properties they are written under:
 * symbolic names of resources (`plan.id`), a nested resource through its parent
 * (`vnet::appSubnet.id` is the subnet, not the network), and names inside interpolated keys
 * (`userAssignedIdentities: { '${identity.id}': {} }`).
 */
import { type BicepExpr } from '../parse/bicep/ast';
import { type PathRef } from './walk';

export interface BicepNames {
  /** Symbolic names of every resource and module. */
  resources: ReadonlySet<string>;
  /** Nested resources by their parent's symbolic name. */
  children: ReadonlyMap<string, ReadonlySet<string>>;
  /** The file's text: an interpolated key is read from it (the parsed key keeps only its plain parts). */
  text: string;
}

export function bicepRefs(e: BicepExpr, names: BicepNames, path: string[] = [], out: PathRef[] = []): PathRef[] {
  const visit = (x: BicepExpr, p = path) => bicepRefs(x, names, p, out);
  switch (e.kind) {
    case 'ident':
      if (names.resources.has(e.name)) out.push({ path, ref: e.name });
      break;
    case 'member':
      if (e.object.kind === 'ident' && names.children.get(e.object.name)?.has(e.name)) out.push({ path, ref: e.name });
      else visit(e.object);
      break;
    case 'index':
      visit(e.object);
      visit(e.index);
      break;
    case 'call':
      visit(e.callee);
      e.args.forEach((a) => visit(a));
      break;
    case 'string':
      for (const p of e.parts) if (typeof p !== 'string') visit(p);
      break;
    case 'array':
      e.items.forEach((i) => visit(i));
      break;
    case 'object':
      for (const p of e.props) {
        const here = [...path, p.key];
        for (const m of names.text
          .slice(p.keySpan.start.offset, p.keySpan.end.offset)
          .matchAll(/\$\{\s*([A-Za-z_]\w*)/g))
          if (names.resources.has(m[1])) out.push({ path: here, ref: m[1] });
        visit(p.value, here);
      }
      break;
    case 'binary':
      visit(e.left);
      visit(e.right);
      break;
    case 'ternary':
      [e.condition, e.then, e.otherwise].forEach((x) => visit(x));
      break;
    case 'unary':
      visit(e.operand);
      break;
    case 'for':
    case 'if':
      visit(e.body);
      break;
  }
  return out;
}
