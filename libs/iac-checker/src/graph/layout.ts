/**
 * Positions for a graph's drawing (decisions 033 and 044). Without a drawing on screen, a fresh
 * layout (fresh-layout.ts). With one (`previous`, the boxes on screen), nothing placed moves: the
 * new nodes go into free space around what is drawn (place-new.ts), containers only grow, and a
 * node with no room waits in `waiting` until a fresh layout is asked for. A streaming answer's
 * diagram grows without any box jumping.
 *
 * The one exception is a node the code later puts in a container (a reference that arrived after
 * it was drawn): it is placed again, inside that container.
 *
 * @example
 *   const cache: LevelCache = new Map();
 *   const first = layoutGraph(graph, {}, cache); // streaming starts: placed around what is drawn
 *   const next = layoutGraph(biggerGraph, first.boxes, cache); // first.boxes keep their x and y
 *   const tidy = layoutGraph(biggerGraph); // fresh
 */
import { type Box, freshLayout, type LevelCache } from './fresh-layout';
import { LayoutTree } from './layout-tree';
import { MARGIN, placeNew } from './place-new';
import { type InfraGraph } from './types';

export type { Box, LevelCache } from './fresh-layout';

export interface DiagramLayout {
  /** Every placed node's box, containers included, in absolute coordinates. */
  boxes: Record<string, Box>;
  width: number;
  height: number;
  /** Nodes with no free room next to what is drawn: placed by a fresh layout ("Tidy layout"). */
  waiting: string[];
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** The boxes of `previous` still true of the graph: a node whose container changed is dropped, with what it holds. */
function kept(tree: LayoutTree, previous: Record<string, Box>): Record<string, Box> {
  const boxes: Record<string, Box> = {};
  for (const [id, b] of Object.entries(previous)) if (tree.node(id)) boxes[id] = { ...b };
  const containers = tree.graph.nodes.filter((n) => n.container).map((n) => n.id);
  const outOfPlace = (id: string) => {
    const p = tree.parent(id);
    if (p && (!boxes[p] || !within(boxes[id], boxes[p]))) return true;
    // Drawn in a container the code no longer puts it in (a resource: a container's own box is
    // kept, and what was drawn in it moves out).
    const test = tree.node(id)?.container ? within : overlaps;
    return containers.some((c) => !tree.related(c, id) && boxes[c] && test(boxes[id], boxes[c]));
  };
  // Outermost first, so a dropped container's contents are dropped with it.
  const ids = Object.keys(boxes).sort((a, b) => tree.depth(a) - tree.depth(b));
  for (const id of ids) if (boxes[id] && outOfPlace(id)) for (const d of [id, ...tree.descendants(id)]) delete boxes[d];
  return boxes;
}

/**
 * Without `previous`, a fresh layout. With it (even empty: an answer starting to stream), the
 * boxes it holds stay and the rest is placed around them, one node at a time, keeping the room
 * containers grow into.
 */
export function layoutGraph(graph: InfraGraph, previous?: Record<string, Box>, cache?: LevelCache): DiagramLayout {
  const fresh = freshLayout(graph, cache);
  const tree = new LayoutTree(graph);
  let waiting: string[] = [];
  let boxes: Record<string, Box> = {};
  if (previous) {
    boxes = kept(tree, previous);
    waiting = placeNew(tree, boxes, fresh.rel);
  } else
    for (const n of graph.nodes) {
      const b = fresh.rel.get(n.id)!;
      boxes[n.id] = { ...b, x: b.x + MARGIN, y: b.y + MARGIN };
    }
  const all = Object.values(boxes);
  return {
    boxes,
    width: Math.max(0, ...all.map((b) => b.x + b.width)) + MARGIN,
    height: Math.max(0, ...all.map((b) => b.y + b.height)) + MARGIN,
    waiting,
  };
}
