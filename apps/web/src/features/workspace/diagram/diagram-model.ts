import type { Diagnostic } from '@infragen/contracts';
import type { InfraGraph } from '@infragen/iac-checker/graph';

/**
 * While an answer streams, the resource being written last in each file is not drawn yet: its
 * settings (the subnet it goes in, what it refers to) are still arriving, and drawing it early
 * would move it once they came. It appears when the next one starts, or when the answer ends.
 */
export function settledPart(graph: InfraGraph, files: readonly { path: string; content: string }[]): InfraGraph {
  const lastLine = new Map(files.map((f) => [f.path, f.content.replace(/\s+$/, '').split('\n').length]));
  const open = new Set(graph.nodes.filter((n) => n.endLine >= (lastLine.get(n.file) ?? Infinity)).map((n) => n.id));
  if (open.size === 0) return graph;
  return {
    nodes: graph.nodes
      .filter((n) => !open.has(n.id))
      .map((n) => (n.parent && open.has(n.parent) ? { ...n, parent: undefined } : n)),
    edges: graph.edges.filter((e) => !open.has(e.from) && !open.has(e.to)),
  };
}

/** A finding the node shows: an error, or a HIGH or CRITICAL security finding, not waived. */
const marks = (d: Diagnostic) =>
  !d.waived && (d.severity === 'error' || d.ruleSeverity === 'HIGH' || d.ruleSeverity === 'CRITICAL');

/**
 * The findings each resource holds: those written inside its lines (the innermost resource when
 * one is written inside another, as a Bicep child is).
 */
export function findingsByNode(graph: InfraGraph, diagnostics: readonly Diagnostic[]): Map<string, Diagnostic[]> {
  const out = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    if (!marks(d)) continue;
    const holder = graph.nodes
      .filter((n) => n.kind !== 'implied' && n.file === d.file && n.line <= d.line && d.line <= n.endLine)
      .sort((a, b) => a.endLine - a.line - (b.endLine - b.line))[0];
    if (holder) out.set(holder.id, [...(out.get(holder.id) ?? []), d]);
  }
  return out;
}
