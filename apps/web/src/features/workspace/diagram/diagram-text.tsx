import { DiagramCopy, type Diagnostic } from '@infragen/contracts';
import type { GraphNode, InfraGraph } from '@infragen/iac-checker/graph';
import { nodeDescription } from './diagram-node';

/**
 * The diagram as text, for screen readers and for anyone who prefers a list: every resource
 * (a button opening its code) with where it sits and what marks it, then every connection.
 */
export function DiagramText({
  graph,
  findings,
  onOpen,
}: {
  graph: InfraGraph;
  findings: ReadonlyMap<string, Diagnostic[]>;
  onOpen(node: GraphNode): void;
}) {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const name = (id: string) => {
    const n = byId.get(id);
    return n ? `${n.typeLabel} ${n.name}` : id;
  };
  return (
    <details className="border-t border-border px-4 py-2 text-sm">
      <summary className="cursor-pointer text-muted-foreground">
        {DiagramCopy.text.summary(graph.nodes.length, graph.edges.length)}
      </summary>
      <h3 className="mt-2 font-semibold">{DiagramCopy.text.resources}</h3>
      <ul className="mt-1 space-y-1">
        {graph.nodes.map((n) => (
          <li key={n.id}>
            {n.kind === 'implied' ? (
              nodeDescription(n, 0, n.parent ? name(n.parent) : undefined)
            ) : (
              <button
                type="button"
                className="text-left text-accent underline-offset-2 hover:underline"
                onClick={() => onOpen(n)}
              >
                {nodeDescription(n, findings.get(n.id)?.length ?? 0, n.parent ? name(n.parent) : undefined)} (
                {DiagramCopy.text.line(n.file, n.line)})
              </button>
            )}
          </li>
        ))}
      </ul>
      <h3 className="mt-2 font-semibold">{DiagramCopy.text.connections}</h3>
      <ul className="mt-1 space-y-1">
        {graph.edges.length === 0 && <li>{DiagramCopy.text.none}</li>}
        {graph.edges.map((e) => (
          <li key={`${e.from}->${e.to}`}>
            {DiagramCopy.text.connection(name(e.from), DiagramCopy.edgeKinds[e.kind], name(e.to))}
          </li>
        ))}
      </ul>
    </details>
  );
}
