/**
 * An ARM template as a rule target: every resource, child resources declared inside their parent
 * too (with their full type), read as the whole resource object (`properties.x`, `sku.name`).
 */
import { type DocNode, text } from '../../parse/doc/ast';
import { field, isKey } from '../../arm/keys';
import { type Resource } from '../model';
import { armSemantics, type DocSemantics, DocView } from '../view/doc';
import { type Target } from './target';

export function armTarget(root: DocNode | undefined, file: string): Target {
  const semantics = armSemantics(root);
  const resources: Resource[] = [];
  collect(field(root, 'resources'), undefined, semantics, file, resources);
  return { engine: 'arm', resources, data: [], backends: [] };
}

function collect(
  node: DocNode | undefined,
  parent: Resource | undefined,
  semantics: DocSemantics,
  file: string,
  out: Resource[],
): void {
  // languageVersion 2.0 templates keep resources in an object keyed by symbolic name.
  const list = node?.kind === 'seq' ? node.items : node?.kind === 'map' ? node.entries.map((e) => e.value) : [];
  for (const item of list) {
    if (item.kind !== 'map') continue;
    // Keys in any case, as Azure reads them (arm/keys.ts).
    const typeEntry = item.entries.find((e) => e.key === 'type') ?? item.entries.find((e) => isKey(e.key, 'type'));
    const raw = text(typeEntry?.value);
    if (!typeEntry || !raw) continue;
    const type = parent && !raw.includes('/') ? `${parent.type}/${raw}` : raw;
    const body = new DocView(item, semantics);
    const name = body.get('name')?.value();
    const own = typeof name === 'string' ? name : undefined;
    const full = parent && own && typeof parent.identity === 'string' ? `${parent.identity}/${own}` : own;
    const r: Resource = {
      type,
      name: full ?? '',
      subject: full ? `${type} ${full}` : type,
      file,
      span: typeEntry.keySpan,
      body,
      ref: full ?? '',
      identity: full,
    };
    out.push(r);
    collect(field(item, 'resources'), r, semantics, file, out);
  }
}
