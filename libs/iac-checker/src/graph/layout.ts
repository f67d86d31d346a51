/**
 * Positions for a graph's drawing (decision 033): each container's contents are laid out on their
 * own with dagre (a layered layout, references flowing left to right), innermost first, and the
 * container becomes one box in the level around it. Small layouts per level keep a 150-resource
 * answer fast and let a container's contents stay together.
 *
 * With `previous` (the boxes of a drawing already on screen) nothing placed moves: each new
 * resource goes where the fresh layout puts it relative to a placed neighbour, moved down until
 * it overlaps nothing, and containers grow around what they hold. A streaming answer's diagram
 * grows without any node jumping.
 *
 * @example
 *   const first = layoutGraph(graph);
 *   const next = layoutGraph(biggerGraph, first.boxes); // first.boxes' nodes keep their x and y
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
export interface DiagramLayout {
  /** Every node's box, containers included, in absolute coordinates. */
  boxes: Record<string, Box>;
  width: number;
  height: number;
}

const NODE_WIDTH = 184;
const NODE_HEIGHT = 52;
/** A container's inner margin, and the height of its title above its contents. */
const PADDING = 14;
const HEADER = 26;
const EMPTY_CONTAINER = { width: NODE_WIDTH + 2 * PADDING, height: NODE_HEIGHT / 2 + HEADER + PADDING };
const GAP = 16;
const MARGIN = 16;

interface Level {
  width: number;
  height: number;
  /** Positions of the level's nodes relative to its top-left, and of everything inside them. */
  rel: Map<string, Box>;
}

function childrenByParent(graph: InfraGraph): Map<string | undefined, GraphNode[]> {
  const ids = new Set(graph.nodes.map((n) => n.id));
  const out = new Map<string | undefined, GraphNode[]>();
  for (const n of graph.nodes) {
    const parent = n.parent && ids.has(n.parent) ? n.parent : undefined;
    out.set(parent, [...(out.get(parent) ?? []), n]);
  }
  return out;
}

/** A fresh layout of the whole graph, every box relative to the drawing's top-left. */
function fresh(graph: InfraGraph): Level {
  const kids = childrenByParent(graph);
  const ids = new Set(graph.nodes.map((n) => n.id));
  const parentOf = new Map(graph.nodes.map((n) => [n.id, n.parent && ids.has(n.parent) ? n.parent : undefined]));
  // The ancestor of `id` (or `id` itself) that sits directly in `level`.
  const liftTo = (id: string, level: string | undefined): string | undefined => {
    const seen = new Set<string>();
    for (let c: string | undefined = id; c !== undefined && !seen.has(c); c = parentOf.get(c)) {
      seen.add(c);
      if (parentOf.get(c) === level) return c;
    }
    return undefined;
  };
  const visiting = new Set<string | undefined>();
  const levelOf = (parent: string | undefined): Level => {
    visiting.add(parent);
    const nodes = kids.get(parent) ?? [];
    const sizes = new Map<string, Level | undefined>();
    const g = new graphlib.Graph({ multigraph: false });
    // Network simplex gives the tidiest ranks but grows fast with size; a level of many nodes
    // (the resources outside any network of a large answer) is ranked by longest path instead.
    const large = nodes.length > 40;
    const ranker = large ? 'longest-path' : 'network-simplex';
    g.setGraph({ rankdir: 'LR', nodesep: GAP, ranksep: 48, marginx: 0, marginy: 0, ranker });
    g.setDefaultEdgeLabel(() => ({}));
    for (const n of nodes) {
      const inner = n.container && !visiting.has(n.id) ? levelOf(n.id) : undefined;
      sizes.set(n.id, inner);
      const size = n.container
        ? inner && inner.rel.size
          ? { width: inner.width + 2 * PADDING, height: inner.height + HEADER + PADDING }
          : EMPTY_CONTAINER
        : { width: NODE_WIDTH, height: NODE_HEIGHT };
      g.setNode(n.id, size);
    }
    for (const e of graph.edges) {
      const a = liftTo(e.from, parent);
      const b = liftTo(e.to, parent);
      if (a && b && a !== b && g.hasNode(a) && g.hasNode(b)) g.setEdge(a, b);
    }
    // A large level also skips the sweeps that reorder nodes to cut crossings (their cost grows
    // with every sweep over every edge); the order they start from is the code's.
    layout(g, large ? { disableOptimalOrderHeuristic: true } : {});
    const rel = new Map<string, Box>();
    let width = 0;
    let height = 0;
    for (const n of nodes) {
      const p = g.node(n.id);
      const box = { x: p.x - p.width / 2, y: p.y - p.height / 2, width: p.width, height: p.height };
      rel.set(n.id, box);
      width = Math.max(width, box.x + box.width);
      height = Math.max(height, box.y + box.height);
      const inner = sizes.get(n.id);
      if (inner)
        for (const [id, b] of inner.rel) rel.set(id, { ...b, x: b.x + box.x + PADDING, y: b.y + box.y + HEADER });
    }
    visiting.delete(parent);
    return { width, height, rel };
  };
  return levelOf(undefined);
}

const union = (a: Box, b: Box): Box => {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
};

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width + GAP / 2 &&
  b.x < a.x + a.width + GAP / 2 &&
  a.y < b.y + b.height + GAP / 2 &&
  b.y < a.y + a.height + GAP / 2;
const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** The graph's containment, asked many times while placing. */
class Tree {
  private readonly byId: Map<string, GraphNode>;
  private readonly kids = new Map<string | undefined, string[]>();
  constructor(readonly graph: InfraGraph) {
    this.byId = new Map(graph.nodes.map((n) => [n.id, n]));
    for (const n of graph.nodes) {
      const p = this.parent(n.id);
      this.kids.set(p, [...(this.kids.get(p) ?? []), n.id]);
    }
  }
  node(id: string): GraphNode | undefined {
    return this.byId.get(id);
  }
  parent(id: string): string | undefined {
    const p = this.byId.get(id)?.parent;
    return p && this.byId.has(p) ? p : undefined;
  }
  children(id: string | undefined): string[] {
    return this.kids.get(id) ?? [];
  }
  /** Its containers, innermost first. */
  ancestors(id: string): string[] {
    const out: string[] = [];
    for (let p = this.parent(id); p && !out.includes(p); p = this.parent(p)) out.push(p);
    return out;
  }
  descendants(id: string): string[] {
    return this.children(id).flatMap((c) => [c, ...this.descendants(c)]);
  }
  related(a: string, b: string): boolean {
    return a === b || this.ancestors(a).includes(b) || this.ancestors(b).includes(a);
  }
}

/** Containers' boxes around what they hold, never smaller than they were, innermost first. */
function growContainers(tree: Tree, boxes: Record<string, Box>): void {
  const containers = tree.graph.nodes
    .filter((n) => n.container && boxes[n.id])
    .sort((a, b) => tree.ancestors(b.id).length - tree.ancestors(a.id).length);
  for (const c of containers) {
    const inside = tree.children(c.id).flatMap((k) => (boxes[k] ? [boxes[k]] : []));
    let box = boxes[c.id];
    for (const b of inside)
      box = union(box, {
        x: b.x - PADDING,
        y: b.y - HEADER,
        width: b.width + 2 * PADDING,
        height: b.height + HEADER + PADDING,
      });
    boxes[c.id] = box;
  }
}

/** Moves a node and everything it holds down by `dy`. */
function shiftDown(tree: Tree, boxes: Record<string, Box>, id: string, dy: number): void {
  for (const m of [id, ...tree.descendants(id)]) if (boxes[m]) boxes[m] = { ...boxes[m], y: boxes[m].y + dy };
}

/**
 * Boxes that overlap after a container grew: the lower of the two, with what it holds, moves down
 * clear of the other (as one piece, at the level where the two sit side by side). Only ever down,
 * so it ends.
 */
function settle(tree: Tree, boxes: Record<string, Box>): void {
  const ids = Object.keys(boxes);
  for (let round = 0; round < 400; round++) {
    let moved = false;
    for (const a of ids)
      for (const b of ids) {
        if (a >= b || tree.related(a, b) || !overlaps(boxes[a], boxes[b])) continue;
        const [upper, lower] = boxes[a].y <= boxes[b].y ? [a, b] : [b, a];
        // The piece to move: `lower`'s container that sits beside `upper`'s (below their shared one).
        const shared = tree.ancestors(upper);
        const piece =
          [lower, ...tree.ancestors(lower)].find(
            (x) => tree.parent(x) === undefined || shared.includes(tree.parent(x)!),
          ) ?? lower;
        if (tree.related(piece, upper)) continue;
        shiftDown(tree, boxes, piece, boxes[upper].y + boxes[upper].height + GAP - boxes[piece].y);
        growContainers(tree, boxes);
        moved = true;
      }
    if (!moved) return;
  }
}

/**
 * Places the nodes `boxes` does not hold yet, keeping every placed one where it is: next to a
 * placed neighbour or sibling as the fresh layout has them, inside its container and never above
 * or left of what the container already holds (so containers grow right and down), clear of
 * every other box; then settles what the growth made overlap.
 */
function placeNew(tree: Tree, boxes: Record<string, Box>, freshBox: (id: string) => Box): void {
  const neighbours = new Map<string, string[]>();
  for (const e of tree.graph.edges) {
    neighbours.set(e.from, [...(neighbours.get(e.from) ?? []), e.to]);
    neighbours.set(e.to, [...(neighbours.get(e.to) ?? []), e.from]);
  }
  const todo = tree.graph.nodes
    .filter((n) => !boxes[n.id])
    .sort(
      (a, b) =>
        tree.ancestors(a.id).length - tree.ancestors(b.id).length ||
        freshBox(a.id).x - freshBox(b.id).x ||
        freshBox(a.id).y - freshBox(b.id).y,
    );
  for (const n of todo) {
    const parent = tree.parent(n.id);
    const size = { width: freshBox(n.id).width, height: freshBox(n.id).height };
    const placed = (ids: string[]) =>
      ids.filter((m) => boxes[m] && tree.parent(m) === parent && !tree.node(m)?.container);
    const siblings = placed(tree.children(parent).filter((m) => m !== n.id));
    const linked = placed(neighbours.get(n.id) ?? []);
    const distance = (m: string) => Math.hypot(freshBox(m).x - freshBox(n.id).x, freshBox(m).y - freshBox(n.id).y);
    const anchor =
      [...linked].sort((a, b) => distance(a) - distance(b))[0] ??
      [...siblings].sort((a, b) => distance(a) - distance(b))[0];
    const candidates: { x: number; y: number }[] = [];
    if (anchor)
      candidates.push({
        x: boxes[anchor].x + freshBox(n.id).x - freshBox(anchor).x,
        y: boxes[anchor].y + freshBox(n.id).y - freshBox(anchor).y,
      });
    const kids = tree.children(parent).flatMap((m) => (m !== n.id && boxes[m] ? [boxes[m]] : []));
    const home = parent ? boxes[parent] : undefined;
    if (kids.length) {
      const right = Math.max(...kids.map((b) => b.x + b.width)) + GAP;
      const bottom = Math.max(...kids.map((b) => b.y + b.height)) + GAP;
      for (const k of kids) candidates.push({ x: right, y: k.y }, { x: k.x, y: bottom });
    } else if (home) candidates.push({ x: home.x + PADDING, y: home.y + HEADER });
    else candidates.push({ x: freshBox(n.id).x + MARGIN, y: MARGIN });
    const floor = home ? { x: home.x + PADDING, y: home.y + HEADER } : { x: MARGIN, y: MARGIN };
    const mine = new Set(tree.ancestors(n.id));
    let best: { box: Box; cost: number } | undefined;
    for (const c of candidates) {
      const box = { ...size, x: Math.max(c.x, floor.x), y: Math.max(c.y, floor.y) };
      for (let tries = 0; tries < 80; tries++) {
        const hit = Object.entries(boxes).find(([id, b]) => !mine.has(id) && overlaps(box, b));
        if (!hit) break;
        box.y = hit[1].y + hit[1].height + GAP;
      }
      // Prefer places that grow the container least.
      const cost = home ? union(home, box).width * union(home, box).height - home.width * home.height : box.y;
      if (!best || cost < best.cost) best = { box, cost };
    }
    boxes[n.id] = best!.box;
    growContainers(tree, boxes);
  }
}

export function layoutGraph(graph: InfraGraph, previous: Record<string, Box> = {}): DiagramLayout {
  const laid = fresh(graph);
  const freshBox = (id: string) => laid.rel.get(id)!;
  const tree = new Tree(graph);
  const boxes: Record<string, Box> = {};
  for (const [id, b] of Object.entries(previous)) if (tree.node(id)) boxes[id] = { ...b };
  // A node the code has since put in a container (a reference that arrived later) is placed again there.
  for (const id of Object.keys(boxes)) {
    const p = tree.parent(id);
    if (p && boxes[p] && !within(boxes[id], boxes[p])) delete boxes[id];
    if (
      !p &&
      tree.graph.nodes.some(
        (c) => c.container && c.id !== id && !tree.related(c.id, id) && boxes[c.id] && within(boxes[id], boxes[c.id]),
      )
    )
      delete boxes[id];
  }
  if (Object.keys(boxes).length === 0)
    for (const n of graph.nodes) {
      const b = freshBox(n.id);
      boxes[n.id] = { ...b, x: b.x + MARGIN, y: b.y + MARGIN };
    }
  else {
    placeNew(tree, boxes, freshBox);
    settle(tree, boxes);
  }
  const all = Object.values(boxes);
  return {
    boxes,
    width: Math.max(0, ...all.map((b) => b.x + b.width)) + MARGIN,
    height: Math.max(0, ...all.map((b) => b.y + b.height)) + MARGIN,
  };
}
