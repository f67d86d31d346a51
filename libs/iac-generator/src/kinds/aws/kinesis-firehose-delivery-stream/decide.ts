import { type Component } from '../../../model/types';

const within = (n: number | undefined, lo: number, hi: number) =>
  n !== undefined && n >= lo && n <= hi ? n : undefined;

/**
 * How much and how long the stream gathers records before it writes an object: the size and time
 * asked, each only within what Firehose takes (1 to 128 MB, 0 to 900 seconds); a value outside
 * that is not written, so the answer says the files do not hold it.
 */
export function buffering(c: Component) {
  return { sizeMb: within(c.attrs.bufferMb, 1, 128), seconds: within(c.attrs.bufferSeconds, 0, 900) };
}
