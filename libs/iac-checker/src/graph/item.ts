/**
 * A resource as the graph builder holds it while reading an answer (build-graph.ts): one per
 * declaration, whatever the format, made by the format's reader (`*-items.ts`).
 */
import { type Span } from '../parse/position';
import { type Resource } from '../rules/model';
import { type Node } from '../rules/view/node';
import { type GraphNodeKind } from './types';

/** A resource as the builder holds it: its node's facts, its settings, and the references they make. */
export interface Item {
  id: string;
  type: string;
  name: string;
  kind: GraphNodeKind;
  file: string;
  line: number;
  endLine: number;
  body: Node;
  /** References as target ids, with the settings they are written under. */
  refs: { path: string[]; to: string }[];
  /** A Kubernetes object's namespace when it is written as a name (not a reference). */
  namespace?: string;
  /** What the resource is, when its type does not say: the kind a `kubernetes_manifest` writes. */
  display?: string;
  /** A Kubernetes object's own name (`metadata.name`) and its settings read with the API's names. */
  kube?: { name: string; body: Node };
}

/** The last line a span covers: a YAML value's span ends at the start of the next key's line. */
export const lastLine = (s: Span) => (s.end.column === 1 && s.end.line > s.start.line ? s.end.line - 1 : s.end.line);

/** The lines a resource covers, its header and body together. */
export const lines = (r: Resource) => ({
  line: Math.min(r.span.start.line, r.body.span.start.line),
  endLine: Math.max(lastLine(r.span), lastLine(r.body.span)),
});

/** The type that says what a resource is (a manifest's kind, else its type). */
export const what = (i: Item) => i.display ?? i.type;
