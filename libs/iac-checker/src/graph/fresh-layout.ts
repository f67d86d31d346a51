/**
 * A fresh layout of a graph for drawing (decision 033): each container's contents are laid out on
 * their own with dagre (a layered layout, references flowing left to right), innermost first, and
 * the container becomes one box of the level around it. Small layouts per level keep a
 * 150-resource answer fast and let a container's contents stay together.
 *
 * A level's layout depends only on its nodes, their sizes and the references between them, so a
 * `LevelCache` handed in keeps each level's positions for the next call: while an answer streams
 * most levels are the same from one call to the next and are not laid out again.
 *
 * @example
 *   const cache: LevelCache = new Map();
 *   freshLayout(graph, cache).rel.get('aws_instance.web') // { x, y, width, height } from the top-left
 */
// dagre ships ES modules with a CommonJS build beside them: compiled to CommonJS here, `require`
// loads that build, and the browser's bundle takes the ES modules. TypeScript's Node16 mode
// still reads the package as ES modules only and refuses the import (TS1479) that it compiles
// correctly; the web app's Bundler mode accepts it, so an expect-error would fail there.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore TS1479 under Node16 only, see above.
import { graphlib, layout } from '@dagrejs/dagre';
import { type GraphNode, type InfraGraph } from './types';

export interface Box {
  /** Top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export const NODE_WIDTH = 184;
export const NODE_HEIGHT = 52;
/** A container's inner margin, and the height of its title above its contents. */
export const PADDING = 14;
export const HEADER = 26;
/** Room for one node: the first one placed in a container drawn empty needs no growth. */
const EMPTY_CONTAINER = { width: NODE_WIDTH + 2 * PADDING, height: NODE_HEIGHT + HEADER + PADDING };
export const GAP = 16;
const RANK_GAP = 48;

interface Level {
  width: number;
  height: number;
  /** Positions of the level's nodes relative to its top-left, and of everything inside them. */
  rel: Map<string, Box>;
}

/** Each level's node positions by what decides them (its nodes, their sizes, its references). */
export type LevelCache = Map<string, Map<string, { x: number; y: number }>>;
/** Enough for the levels of a few answers; the oldest are forgotten first. */
const CACHE_LIMIT = 400;

function childrenByParent(graph: InfraGraph): Map<string | undefined, GraphNode[]> {
  const ids = new Set(graph.nodes.map((n) => n.id));
  const out = new Map<string | undefined, GraphNode[]>();
  for (const n of graph.nodes) {
    const parent = n.parent && ids.has(n.parent) ? n.parent : undefined;
    const list = out.get(parent);
    if (list) list.push(n);
    else out.set(parent, [n]);
  }
  return out;
}

/** Nodes stacked in one column, centred on the widest, from `top` down. */
function column(
  nodes: readonly GraphNode[],
  sizes: ReadonlyMap<string, { width: number; height: number }>,
  left: number,
  top: number,
  out: Map<string, { x: number; y: number }>,
): void {
  const width = Math.max(0, ...nodes.map((n) => sizes.get(n.id)!.width));
  let y = top;
  for (const n of nodes) {
    const s = sizes.get(n.id)!;
    out.set(n.id, { x: left + (width - s.width) / 2, y });
    y += s.height + GAP;
  }
}

/**
 * Top-left positions of one level's nodes: those with references laid out in layers by dagre,
 * and the ones with none of this level's references in a column beside them (dagre would stack
 * them on its first layer too, after ordering and positioning them with the rest).
 */
function placeLevel(
  nodes: readonly GraphNode[],
  sizes: ReadonlyMap<string, { width: number; height: number }>,
  edges: readonly [string, string][],
): Map<string, { x: number; y: number }> {
  const out = new Map<string, { x: number; y: number }>();
  const linked = new Set(edges.flat());
  const alone = nodes.filter((n) => !linked.has(n.id));
  const layered = nodes.filter((n) => linked.has(n.id));
  let right = 0;
  if (layered.length) {
    const g = new graphlib.Graph({ multigraph: false });
    // Network simplex gives the tidiest ranks but grows fast with size: a level of a network's
    // size is ranked by a tight tree (the same ranks on the generator's answers, for less), and
    // one of many nodes (the resources outside any network of a large answer) by longest path.
    const large = layered.length > 40;
    const ranker = large ? 'longest-path' : layered.length > 12 ? 'tight-tree' : 'network-simplex';
    g.setGraph({ rankdir: 'LR', nodesep: GAP, ranksep: RANK_GAP, marginx: 0, marginy: 0, ranker });
    g.setDefaultEdgeLabel(() => ({}));
    for (const n of layered) g.setNode(n.id, { ...sizes.get(n.id)! });
    for (const [a, b] of edges) g.setEdge(a, b);
    // A large level also skips the sweeps that reorder nodes to cut crossings (their cost grows
    // with every sweep over every edge); the order they start from is the code's.
    layout(g, large ? { disableOptimalOrderHeuristic: true } : {});
    for (const n of layered) {
      const p = g.node(n.id);
      out.set(n.id, { x: p.x - p.width / 2, y: p.y - p.height / 2 });
      right = Math.max(right, p.x + p.width / 2 + RANK_GAP);
    }
  }
  column(alone, sizes, right, 0, out);
  return out;
}

function remember(cache: LevelCache, key: string, value: Map<string, { x: number; y: number }>): void {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
}

/** A fresh layout of the whole graph, every box relative to the drawing's top-left. */
export function freshLayout(graph: InfraGraph, cache?: LevelCache): Level {
  const kids = childrenByParent(graph);
  const ids = new Set(graph.nodes.map((n) => n.id));
  const parentOf = new Map(graph.nodes.map((n) => [n.id, n.parent && ids.has(n.parent) ? n.parent : undefined]));
  // Each reference drawn once per level: between the two nodes of that level that hold its ends.
  const edgesByLevel = new Map<string | undefined, Set<string>>();
  for (const e of graph.edges) {
    const chainA: string[] = [];
    const seen = new Set<string>();
    for (let c: string | undefined = e.from; c !== undefined && !seen.has(c); c = parentOf.get(c)) {
      seen.add(c);
      chainA.push(c);
    }
    const seenB = new Set<string>();
    for (let c: string | undefined = e.to; c !== undefined && !seenB.has(c); c = parentOf.get(c)) {
      seenB.add(c);
      const level = parentOf.get(c);
      const a = chainA.find((x) => parentOf.get(x) === level);
      if (a === undefined) continue;
      // The deepest level holding both ends; none when one end holds the other.
      if (a !== c) {
        const set = edgesByLevel.get(level) ?? new Set<string>();
        set.add(`${a}\u0000${c}`);
        edgesByLevel.set(level, set);
      }
      break;
    }
  }
  const visiting = new Set<string | undefined>();
  const levelOf = (parent: string | undefined): Level => {
    visiting.add(parent);
    const nodes = kids.get(parent) ?? [];
    const inner = new Map<string, Level | undefined>();
    const sizes = new Map<string, { width: number; height: number }>();
    for (const n of nodes) {
      const level = n.container && !visiting.has(n.id) ? levelOf(n.id) : undefined;
      inner.set(n.id, level);
      sizes.set(
        n.id,
        n.container
          ? level && level.rel.size
            ? { width: level.width + 2 * PADDING, height: level.height + HEADER + PADDING }
            : EMPTY_CONTAINER
          : { width: NODE_WIDTH, height: NODE_HEIGHT },
      );
    }
    const edges = [...(edgesByLevel.get(parent) ?? [])].map((k) => k.split('\u0000') as [string, string]);
    const key =
      cache && JSON.stringify([nodes.map((n) => [n.id, sizes.get(n.id)!.width, sizes.get(n.id)!.height]), edges]);
    let places = key === undefined ? undefined : cache!.get(key);
    if (!places) {
      places = placeLevel(nodes, sizes, edges);
      if (key !== undefined) remember(cache!, key, places);
    }
    const rel = new Map<string, Box>();
    let width = 0;
    let height = 0;
    for (const n of nodes) {
      const box = { ...places.get(n.id)!, ...sizes.get(n.id)! };
      rel.set(n.id, box);
      width = Math.max(width, box.x + box.width);
      height = Math.max(height, box.y + box.height);
      const level = inner.get(n.id);
      if (level)
        for (const [id, b] of level.rel) rel.set(id, { ...b, x: b.x + box.x + PADDING, y: b.y + box.y + HEADER });
    }
    visiting.delete(parent);
    return { width, height, rel };
  };
  return levelOf(undefined);
}
