import { layoutGraph, type Box } from './layout';
import { type GraphNode, type InfraGraph } from './types';

const node = (id: string, extra: Partial<GraphNode> = {}): GraphNode => ({
  id,
  type: 'aws_instance',
  name: id,
  typeLabel: 'Instance',
  category: 'compute',
  kind: 'resource',
  file: 'main.tf',
  line: 1,
  endLine: 2,
  container: false,
  ...extra,
});

/** A network holding two subnets with resources, and resources outside it, joined by references. */
function sample(count: number): InfraGraph {
  const nodes: GraphNode[] = [
    node('vpc', { container: true, category: 'network' }),
    node('a', { container: true, parent: 'vpc', category: 'network' }),
    node('b', { container: true, parent: 'vpc', category: 'network' }),
  ];
  for (let i = 0; i < count; i++) nodes.push(node(`r${i}`, i % 3 === 0 ? {} : { parent: i % 3 === 1 ? 'a' : 'b' }));
  const edges = nodes
    .filter((n) => !n.container)
    .slice(1)
    .map((n, i) => ({ from: n.id, to: `r${Math.floor(i / 2)}`, kind: 'references' as const }));
  return { nodes, edges };
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

function checkDrawing(graph: InfraGraph, boxes: Record<string, Box>) {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const ancestors = (id: string) => {
    const out = new Set<string>();
    for (let p = byId.get(id)?.parent; p; p = byId.get(p)?.parent) out.add(p);
    return out;
  };
  for (const n of graph.nodes) {
    expect(boxes[n.id]).toBeDefined();
    if (n.parent) expect([n.id, inside(boxes[n.id], boxes[n.parent])]).toEqual([n.id, true]);
  }
  // Nothing overlaps but a container and what it holds.
  for (const a of graph.nodes)
    for (const b of graph.nodes)
      if (a.id < b.id && !ancestors(a.id).has(b.id) && !ancestors(b.id).has(a.id))
        expect([a.id, b.id, overlap(boxes[a.id], boxes[b.id])]).toEqual([a.id, b.id, false]);
}

describe('layoutGraph', () => {
  it('places every resource inside its containers, with nothing else overlapping', () => {
    const graph = sample(30);
    checkDrawing(graph, layoutGraph(graph).boxes);
  });

  it('keeps what was placed in its column while the graph grows (moved only down, to make room), the rest clear of it', () => {
    const full = sample(40);
    let previous: Record<string, Box> = {};
    for (const size of [5, 12, 20, 33, 40]) {
      const ids = new Set(['vpc', 'a', 'b', ...Array.from({ length: size }, (_, i) => `r${i}`)]);
      const graph = {
        nodes: full.nodes.filter((n) => ids.has(n.id)),
        edges: full.edges.filter((e) => ids.has(e.from) && ids.has(e.to)),
      };
      const { boxes } = layoutGraph(graph, previous);
      for (const [id, box] of Object.entries(previous)) {
        if (graph.nodes.find((n) => n.id === id)?.container) continue;
        expect([id, boxes[id].x]).toEqual([id, box.x]);
        expect([id, boxes[id].y >= box.y]).toEqual([id, true]);
      }
      checkDrawing(graph, boxes);
      previous = boxes;
    }
  });

  it('sizes the drawing to hold every box', () => {
    const { boxes, width, height } = layoutGraph(sample(10));
    for (const b of Object.values(boxes)) {
      expect(b.x + b.width).toBeLessThanOrEqual(width);
      expect(b.y + b.height).toBeLessThanOrEqual(height);
    }
  });
});
