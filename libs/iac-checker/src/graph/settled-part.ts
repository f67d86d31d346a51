/**
 * While an answer streams, the resource being written last in each file is not drawn yet: its
 * settings (the subnet it goes in, what it refers to) are still arriving, and drawing it early
 * would move it once they came. It appears when the next one starts, or when the answer ends.
 *
 * @example
 *   settledPart(graph, files).nodes // every node but the one still being written at a file's end
 */
import { type InfraGraph } from './types';

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
