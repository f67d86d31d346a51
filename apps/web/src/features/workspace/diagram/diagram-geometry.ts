import type { Box } from '@infragen/iac-checker/graph';

const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

/** Where the line from the centre of `b` towards `towards` leaves `b`'s border. */
function exit(b: Box, towards: { x: number; y: number }): { x: number; y: number } {
  const c = centre(b);
  const dx = towards.x - c.x;
  const dy = towards.y - c.y;
  if (dx === 0 && dy === 0) return c;
  const sx = dx === 0 ? Infinity : b.width / 2 / Math.abs(dx);
  const sy = dy === 0 ? Infinity : b.height / 2 / Math.abs(dy);
  const s = Math.min(sx, sy);
  return { x: c.x + dx * s, y: c.y + dy * s };
}

/** A reference drawn from box to box: a straight line between their borders. */
export function edgeLine(from: Box, to: Box): { x1: number; y1: number; x2: number; y2: number } {
  const a = exit(from, centre(to));
  const b = exit(to, centre(from));
  return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
}

/** `text` cut to `max` characters with an ellipsis (the whole name is in the node's title and label). */
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
