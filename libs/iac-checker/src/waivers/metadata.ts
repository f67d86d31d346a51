/**
 * Waivers in JSON templates, which have no comments: a `metadata` object on the resource (ARM) or
 * its `Metadata` attribute (CloudFormation, JSON or YAML), or on the template itself for the whole
 * file. CloudFormation and ARM both ignore what they find there.
 *
 *   "metadata": { "infragen": { "waive": [ { "id": "IG-AZR-002", "reason": "public downloads" } ] } }
 *
 *   Metadata:
 *     infragen:
 *       waive:
 *         - id: IG-AWS-002
 *           reason: public website content
 */
import { type DocNode, entry, get, text } from '../parse/doc/ast';
import { type Span } from '../parse/position';

export interface MetadataWaiver {
  ids: string[];
  reason: string;
  /** Where the waiver is written (its `id`). */
  span: Span;
  /** The lines it covers. */
  from: number;
  to: number;
}

function read(metadata: DocNode | undefined, from: number, to: number, out: MetadataWaiver[]): void {
  const waive = get(get(metadata, 'infragen'), 'waive');
  const list = waive?.kind === 'seq' ? waive.items : waive ? [waive] : [];
  for (const item of list) {
    const id = entry(item, 'id');
    const ids = text(id?.value);
    out.push({
      ids: ids ? ids.split(',').map((s) => s.trim()) : [],
      reason: (text(get(item, 'reason')) ?? '').trim(),
      span: id?.keySpan ?? item.span,
      from,
      to,
    });
  }
}

const lines = (n: DocNode) => [n.span.start.line, n.span.end.line] as const;

/** Waivers written in a CloudFormation template's or its resources' `Metadata`. */
export function cloudFormationWaivers(root: DocNode | undefined, lastLine: number): MetadataWaiver[] {
  const out: MetadataWaiver[] = [];
  read(get(root, 'Metadata'), 1, lastLine, out);
  const resources = get(root, 'Resources');
  for (const e of resources?.kind === 'map' ? resources.entries : [])
    read(get(e.value, 'Metadata'), e.keySpan.start.line, e.value.span.end.line, out);
  return out;
}

/** Waivers written in an ARM template's or its resources' `metadata` (child resources too). */
export function armWaivers(root: DocNode | undefined, lastLine: number): MetadataWaiver[] {
  const out: MetadataWaiver[] = [];
  read(get(root, 'metadata'), 1, lastLine, out);
  const visit = (node: DocNode | undefined) => {
    const list = node?.kind === 'seq' ? node.items : node?.kind === 'map' ? node.entries.map((e) => e.value) : [];
    for (const r of list) {
      if (r.kind !== 'map') continue;
      read(get(r, 'metadata'), ...lines(r), out);
      visit(get(r, 'resources'));
    }
  };
  visit(get(root, 'resources'));
  return out;
}
