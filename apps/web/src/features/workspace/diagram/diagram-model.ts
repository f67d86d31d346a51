import type { Diagnostic } from '@infragen/contracts';
import type { InfraGraph } from '@infragen/iac-checker/graph';

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
