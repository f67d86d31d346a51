import { forwardRef, type ReactNode } from 'react';
import { DiagramCopy } from '@infragen/contracts';
import type { DiagramLayout, GraphEdge, GraphNode, InfraGraph } from '@infragen/iac-checker/graph';
import { edgeLine } from './diagram-geometry';
import { DiagramContainer, DiagramNode } from './diagram-node';
import { EDGE_COLOUR } from './diagram-styles';

export interface CanvasProps {
  graph: InfraGraph;
  layout: DiagramLayout;
  findings: ReadonlyMap<string, unknown[]>;
  onOpen(node: GraphNode): void;
}

const depthOf = (graph: InfraGraph) => {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  return (n: GraphNode) => {
    let d = 0;
    const seen = new Set<string>();
    for (let p = n.parent; p && byId.has(p) && !seen.has(p); p = byId.get(p)!.parent) {
      seen.add(p);
      d++;
    }
    return d;
  };
};

function Edge({ edge, layout }: { edge: GraphEdge; layout: DiagramLayout }): ReactNode {
  const from = layout.boxes[edge.from];
  const to = layout.boxes[edge.to];
  if (!from || !to) return null;
  const line = edgeLine(from, to);
  const words = DiagramCopy.edgeKinds[edge.kind];
  return (
    <g data-edge={`${edge.from} -> ${edge.to}`}>
      <line
        {...line}
        stroke={EDGE_COLOUR}
        strokeWidth={1.4}
        strokeDasharray={edge.kind === 'depends-on' ? '4 4' : undefined}
        markerEnd="url(#diagram-arrow)"
      />
      {edge.kind !== 'references' && (
        <text
          x={(line.x1 + line.x2) / 2}
          y={(line.y1 + line.y2) / 2 - 4}
          textAnchor="middle"
          fontSize={10}
          fill="#334155"
          stroke="#ffffff"
          strokeWidth={3}
          paintOrder="stroke"
        >
          {words}
        </text>
      )}
    </g>
  );
}

/**
 * The drawing itself, in the layout's coordinates: containers (outermost first, so inner ones
 * are drawn over them), then references, then resources. Everything is drawn with explicit
 * colours and fonts, so the same element saved as an SVG or PNG file looks the same.
 */
export const DiagramDrawing = forwardRef<SVGGElement, CanvasProps & { transform?: string }>(function DiagramDrawing(
  { graph, layout, findings, onOpen, transform },
  ref,
) {
  const depth = depthOf(graph);
  const names = new Map(graph.nodes.map((n) => [n.id, `${n.typeLabel} ${n.name}`]));
  const containers = graph.nodes.filter((n) => n.container).sort((a, b) => depth(a) - depth(b));
  const leaves = graph.nodes.filter((n) => !n.container);
  const count = (id: string) => findings.get(id)?.length ?? 0;
  return (
    <g ref={ref} transform={transform} fontFamily="ui-sans-serif, system-ui, sans-serif">
      {containers.map((n) =>
        layout.boxes[n.id] ? (
          <DiagramContainer
            key={n.id}
            node={n}
            box={layout.boxes[n.id]!}
            findings={count(n.id)}
            onOpen={onOpen}
            container={n.parent ? names.get(n.parent) : undefined}
          />
        ) : null,
      )}
      {graph.edges.map((e) => (
        <Edge key={`${e.from}->${e.to}`} edge={e} layout={layout} />
      ))}
      {leaves.map((n) =>
        layout.boxes[n.id] ? (
          <DiagramNode
            key={n.id}
            node={n}
            box={layout.boxes[n.id]!}
            findings={count(n.id)}
            onOpen={onOpen}
            container={n.parent ? names.get(n.parent) : undefined}
          />
        ) : null,
      )}
    </g>
  );
});

/** The arrowhead the references end with. */
export function ArrowDefs() {
  return (
    <defs>
      <marker
        id="diagram-arrow"
        viewBox="0 0 10 10"
        refX="9"
        refY="5"
        markerWidth="7"
        markerHeight="7"
        orient="auto-start-reverse"
      >
        <path d="M 0 0 L 10 5 L 0 10 z" fill={EDGE_COLOUR} />
      </marker>
    </defs>
  );
}
