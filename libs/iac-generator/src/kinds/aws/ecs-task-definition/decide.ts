import { type Component } from '../../../model/types';
import { fargateSize } from '../settings';

/** What the request's settings decide for a task definition, once for every format. */
export function decide(c: Component) {
  const size = fargateSize(c);
  return { cpu: String(size.cpu), memory: String(size.memory), port: c.attrs.ports[0] ?? 80 };
}
