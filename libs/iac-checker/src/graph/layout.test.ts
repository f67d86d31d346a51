import { loadHclParser } from '../parse/hcl/tree-sitter';
import { buildGraph, parseFiles, settledPart } from './index';
import { layoutGraph, type Box, type DiagramLayout, type LevelCache } from './layout';
import { fixtureFiles } from './testing/fixtures';
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

const chainOf = (graph: InfraGraph, id: string) => {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const out: string[] = [];
  for (let p = byId.get(id)?.parent; p && byId.has(p) && !out.includes(p); p = byId.get(p)?.parent) out.push(p);
  return out;
};

/** Every placed node inside its containers, nothing else overlapping, the drawing sized to hold it all. */
function checkDrawing(graph: InfraGraph, { boxes, width, height, waiting }: DiagramLayout) {
  for (const n of graph.nodes) {
    expect([n.id, !!boxes[n.id] || waiting.includes(n.id)]).toEqual([n.id, true]);
    const box = boxes[n.id];
    if (!box) continue;
    expect([n.id, box.x + box.width <= width && box.y + box.height <= height]).toEqual([n.id, true]);
    for (const p of chainOf(graph, n.id)) expect([n.id, p, inside(box, boxes[p])]).toEqual([n.id, p, true]);
  }
  const placed = graph.nodes.filter((n) => boxes[n.id]);
  for (const a of placed)
    for (const b of placed)
      if (a.id < b.id && !chainOf(graph, a.id).includes(b.id) && !chainOf(graph, b.id).includes(a.id))
        expect([a.id, b.id, overlap(boxes[a.id], boxes[b.id])]).toEqual([a.id, b.id, false]);
}

/**
 * Lays out each graph keeping the last one's boxes, as the Diagram tab does while an answer
 * streams, and checks that a node once placed keeps its place (unless the code has since put it
 * in another container), that containers only grow, and that each drawing is sound.
 */
function growThrough(graphs: InfraGraph[]): DiagramLayout {
  let previous: DiagramLayout | undefined;
  let previousGraph: InfraGraph | undefined;
  const cache = new Map();
  for (const graph of graphs) {
    const laid = layoutGraph(graph, previous?.boxes ?? {}, cache);
    checkDrawing(graph, laid);
    if (previous && previousGraph)
      for (const [id, was] of Object.entries(previous.boxes)) {
        const n = graph.nodes.find((x) => x.id === id);
        const now = laid.boxes[id];
        if (!n || chainOf(graph, id).join('>') !== chainOf(previousGraph, id).join('>')) continue;
        expect([id, now && now.x, now && now.y]).toEqual([id, was.x, was.y]);
        expect([id, now.width >= was.width && now.height >= was.height]).toEqual([id, true]);
        if (!n.container) expect([id, now.width, now.height]).toEqual([id, was.width, was.height]);
      }
    previous = laid;
    previousGraph = graph;
  }
  return previous!;
}

describe('layoutGraph', () => {
  beforeAll(() => loadHclParser());

  it('places every resource inside its containers, with nothing else overlapping', () => {
    const graph = sample(30);
    const laid = layoutGraph(graph);
    expect(laid.waiting).toEqual([]);
    checkDrawing(graph, laid);
  });

  it('keeps every placed node where it is while the graph grows; a node with no free room waits for a fresh layout', () => {
    const full = sample(40);
    const graphs = [5, 12, 20, 33, 40].map((size) => {
      const ids = new Set(['vpc', 'a', 'b', ...Array.from({ length: size }, (_, i) => `r${i}`)]);
      return {
        nodes: full.nodes.filter((n) => ids.has(n.id)),
        edges: full.edges.filter((e) => ids.has(e.from) && ids.has(e.to)),
      };
    });
    // Subnet b sits below subnet a (the network's own layout) and a resource stands past the
    // room kept beside the network, so a can grow only so far: its later resources wait rather
    // than push b or the network aside.
    const last = growThrough(graphs);
    expect(last.waiting.length).toBeGreaterThan(0);
    expect(last.waiting.every((id) => full.nodes.find((n) => n.id === id)?.parent === 'a')).toBe(true);
    const tidy = layoutGraph(graphs.at(-1)!);
    expect(tidy.waiting).toEqual([]);
    checkDrawing(graphs.at(-1)!, tidy);
  });

  it.each([
    ['terraform-aws-generated', 15],
    ['arm-vm', 3],
    ['bicep-generated', 5],
    ['kubernetes-yaml-generated', 5],
  ])(
    'keeps placed nodes still while the answer %s streams in, every %i lines, and nothing waits',
    (name: string, step: number) => {
      const { expected, files } = fixtureFiles(name);
      const graphs: InfraGraph[] = [];
      files.forEach((file, i) => {
        const lines = file.content.split('\n');
        for (let n = step; n < lines.length + step; n += step) {
          const cut = [...files.slice(0, i), { path: file.path, content: lines.slice(0, n).join('\n') }];
          const done = i === files.length - 1 && n >= lines.length;
          const whole = buildGraph(parseFiles(cut, expected.format), expected.format);
          const graph = done ? whole : settledPart(whole, cut);
          // As the tab does: a streaming graph that lost nodes (text the parser cannot read yet)
          // is not drawn.
          if (done || graph.nodes.length >= (graphs.at(-1)?.nodes.length ?? 0)) graphs.push(graph);
        }
      });
      const last = growThrough(graphs);
      expect(Object.keys(last.boxes).length).toBeGreaterThan(5);
      expect(last.waiting).toEqual([]);
    },
  );

  it('draws the same with a level cache as without, and reuses the levels it holds', () => {
    const graph = sample(30);
    const cache: LevelCache = new Map();
    const plain = layoutGraph(graph);
    expect(layoutGraph(graph, undefined, cache)).toEqual(plain);
    expect(cache.size).toBe(4); // the drawing, the network and its two subnets
    const held = [...cache.values()];
    expect(layoutGraph(graph, undefined, cache)).toEqual(plain);
    expect([...cache.values()]).toEqual(held);
    expect([...cache.values()].every((v, i) => v === held[i])).toBe(true);
  });

  it('lays out afresh, without waiting nodes, when no boxes are handed in (Tidy layout)', () => {
    const { expected, files } = fixtureFiles('terraform-aws-generated');
    const graph = buildGraph(parseFiles(files, expected.format), expected.format);
    const laid = layoutGraph(graph);
    expect(laid.waiting).toEqual([]);
    expect(Object.keys(laid.boxes).sort()).toEqual(graph.nodes.map((n) => n.id).sort());
    checkDrawing(graph, laid);
  });
});
