/**
 * Places the nodes a drawing does not hold yet without moving any box it holds (decision 044):
 * each new node goes into free space inside its container, where the fresh layout puts it
 * beside a placed neighbour or sibling when that space is free, and its containers grow right
 * and down only into space nothing else takes. A new container arrives with its new contents,
 * as the fresh layout arranges them.
 *
 * When a container is hemmed in (every way it could grow meets another box) the new node is not
 * placed: it waits, listed in the answer, until a fresh layout is asked for ("Tidy layout").
 * Moving what the reader is looking at is never the way out.
 *
 * @example
 *   const waiting = placeNew(tree, boxes, fresh.rel); // boxes gained the new nodes; waiting: ids not placed
 */
import { type Box, GAP, HEADER, NODE_HEIGHT, NODE_WIDTH, PADDING } from './fresh-layout';
import { type LayoutTree } from './layout-tree';

export const MARGIN = 16;
/**
 * The room a placed container keeps to grow into: everything below it, and a column of nodes
 * beside it, as far down as it may grow. A new node takes it only when nothing else is free (it
 * costs more than any growth), so containers can still hold what the code adds to them later.
 */
const KEEP_BESIDE = NODE_WIDTH + 2 * GAP;
const IN_THE_WAY = 1e9;
/** How far a candidate place slides down past boxes in its way before it is given up. */
const SLIDES = 40;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width + GAP / 2 &&
  b.x < a.x + a.width + GAP / 2 &&
  a.y < b.y + b.height + GAP / 2 &&
  b.y < a.y + a.height + GAP / 2;

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

/** The box a container needs to hold `inner` with its margin and title. */
const around = (inner: Box): Box => ({
  x: inner.x - PADDING,
  y: inner.y - HEADER,
  width: inner.width + 2 * PADDING,
  height: inner.height + HEADER + PADDING,
});

interface Fit {
  box: Box;
  /** The containers' boxes grown to hold it, innermost first. */
  grown: [string, Box][];
  cost: number;
}

export function placeNew(tree: LayoutTree, boxes: Record<string, Box>, fresh: ReadonlyMap<string, Box>): string[] {
  const freshBox = (id: string) => fresh.get(id)!;
  const unplaced = tree.graph.nodes
    .filter((n) => !boxes[n.id])
    .sort(
      (a, b) =>
        tree.depth(a.id) - tree.depth(b.id) ||
        freshBox(a.id).x - freshBox(b.id).x ||
        freshBox(a.id).y - freshBox(b.id).y,
    );
  for (const n of unplaced) {
    const parent = tree.parent(n.id);
    // Its container is waiting, or there is no room for it: it waits.
    if (parent !== undefined && !boxes[parent]) continue;
    const fit = bestFit(tree, boxes, n.id, parent, freshBox);
    if (!fit) continue;
    boxes[n.id] = fit.box;
    for (const [id, box] of fit.grown) boxes[id] = box;
  }
  return tree.graph.nodes.filter((n) => !boxes[n.id]).map((n) => n.id);
}

/** The free place for `id` inside `parent` that grows the containers least, if there is one. */
function bestFit(
  tree: LayoutTree,
  boxes: Record<string, Box>,
  id: string,
  parent: string | undefined,
  freshBox: (id: string) => Box,
): Fit | undefined {
  const size = { width: freshBox(id).width, height: freshBox(id).height };
  const home = parent === undefined ? undefined : boxes[parent];
  const floor = home ? { x: home.x + PADDING, y: home.y + HEADER } : { x: MARGIN, y: MARGIN };
  const siblings = tree.children(parent).filter((m) => m !== id && boxes[m]);
  const linked = tree.neighbours(id).filter((m) => siblings.includes(m));
  const distance = (m: string) => Math.hypot(freshBox(m).x - freshBox(id).x, freshBox(m).y - freshBox(id).y);
  const anchor = [...(linked.length ? linked : siblings)].sort((a, b) => distance(a) - distance(b))[0];
  // Where the fresh layout would have it, next to what is already drawn.
  const ideal = anchor
    ? {
        x: boxes[anchor].x + freshBox(id).x - freshBox(anchor).x,
        y: boxes[anchor].y + freshBox(id).y - freshBox(anchor).y,
      }
    : home
      ? floor
      : { x: freshBox(id).x + MARGIN, y: freshBox(id).y + MARGIN };
  const candidates = [ideal];
  const near = [...siblings].sort((a, b) => distance(a) - distance(b)).slice(0, 8);
  for (const s of near)
    candidates.push(
      { x: boxes[s].x + boxes[s].width + GAP, y: boxes[s].y },
      { x: boxes[s].x, y: boxes[s].y + boxes[s].height + GAP },
    );
  if (siblings.length) {
    const right = Math.max(...siblings.map((s) => boxes[s].x + boxes[s].width)) + GAP;
    const bottom = Math.max(...siblings.map((s) => boxes[s].y + boxes[s].height)) + GAP;
    // Right of the row, below the column, and the corner past both: the corner takes no
    // sibling container's room.
    // And right of the room the sibling containers keep beside them.
    const clear = Math.max(
      right,
      ...siblings.filter((s) => tree.node(s)?.container).map((s) => boxes[s].x + boxes[s].width + KEEP_BESIDE + GAP),
    );
    candidates.push(
      { x: right, y: floor.y },
      { x: floor.x, y: bottom },
      { x: right, y: bottom },
      { x: clear, y: floor.y },
    );
  } else candidates.push(floor);
  if (!home) {
    // Outside every container there is always room: right of, below, or past the whole drawing.
    const all = Object.values(boxes);
    const right = Math.max(MARGIN, ...all.map((b) => b.x + b.width + GAP));
    const bottom = Math.max(MARGIN, ...all.map((b) => b.y + b.height + GAP));
    candidates.push({ x: right, y: MARGIN }, { x: MARGIN, y: bottom }, { x: right, y: bottom });
  }
  const ancestors = tree.ancestors(id);
  const mine = new Set(ancestors);
  let best: Fit | undefined;
  for (const c of candidates) {
    const box = { ...size, x: Math.max(c.x, floor.x), y: Math.max(c.y, floor.y) };
    for (let slide = 0; slide < SLIDES; slide++) {
      const hit = Object.entries(boxes).find(([other, b]) => !mine.has(other) && overlaps(box, b));
      if (!hit) break;
      box.y = hit[1].y + hit[1].height + GAP;
    }
    if (Object.entries(boxes).some(([other, b]) => !mine.has(other) && overlaps(box, b))) continue;
    const grown = growAncestors(tree, boxes, ancestors, box);
    if (!grown) continue;
    const cost =
      grown.reduce((sum, [a, b]) => sum + b.width * b.height - boxes[a].width * boxes[a].height, 0) +
      keptClear(tree, boxes, parent, id, box) +
      roomTaken(tree, boxes, parent, id, box) +
      Math.hypot(box.x - ideal.x, box.y - ideal.y) * NODE_HEIGHT;
    if (!best || cost < best.cost) best = { box, grown, cost };
  }
  return best;
}

/**
 * The containers of a new box grown to hold it, innermost first, or undefined when one of them
 * would then cover a box it does not hold.
 */
function growAncestors(
  tree: LayoutTree,
  boxes: Record<string, Box>,
  ancestors: readonly string[],
  box: Box,
): [string, Box][] | undefined {
  const grown: [string, Box][] = [];
  let inner = box;
  for (const a of ancestors) {
    const before = boxes[a];
    const after = union(before, around(inner));
    if (after.width === before.width && after.height === before.height) break;
    const clash = Object.entries(boxes).some(
      ([other, b]) => other !== a && !tree.related(other, a) && overlaps(after, b),
    );
    if (clash) return undefined;
    grown.push([a, after]);
    inner = after;
  }
  return grown;
}

/** The room a container at `box` grows into: below it, and a column beside it, all the way down. */
const roomOf = (box: Box): Box => ({
  x: box.x,
  y: box.y,
  width: box.width + KEEP_BESIDE,
  height: Number.MAX_SAFE_INTEGER,
});

/** What a place for a new container costs when siblings already stand in the room it will grow into. */
function roomTaken(
  tree: LayoutTree,
  boxes: Record<string, Box>,
  parent: string | undefined,
  id: string,
  box: Box,
): number {
  if (!tree.node(id)?.container) return 0;
  const room = roomOf(box);
  return tree.children(parent).some((s) => s !== id && boxes[s] && overlaps(room, boxes[s])) ? IN_THE_WAY : 0;
}

/** What a place costs by taking the room placed sibling containers grow into. */
function keptClear(
  tree: LayoutTree,
  boxes: Record<string, Box>,
  parent: string | undefined,
  id: string,
  box: Box,
): number {
  let cost = 0;
  for (const s of tree.children(parent)) {
    if (s === id || !boxes[s] || !tree.node(s)?.container) continue;
    if (overlaps(box, roomOf(boxes[s]))) cost += IN_THE_WAY;
  }
  return cost;
}
