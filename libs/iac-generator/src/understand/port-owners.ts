/**
 * "an ALB with a listener on port 443 forwarding to a target group on port 8080": where a clause
 * names several components and several ports, each port is said of the component read just before
 * it, never of every component in the clause. A component no port follows keeps the clause's ports,
 * as before ("a Deployment and a Service on port 8080": the port is both the container's and the
 * Service's).
 */
import { type Mention } from './intent';
import { PORT } from './attributes';

/**
 * Gives each of `mentions` (read in one clause starting at `offset`, whose lower-cased text is
 * `lower`) the ports said after it and before the next one, when the clause states two or more.
 * A port said before the clause's first component ("Listener on port 80 forwarding to a target
 * group on port 8080") is the one read before the clause (`before`: the load balancer's), never the
 * target group's.
 */
export function portsToTheirOwners(mentions: Mention[], lower: string, offset: number, before?: Mention): void {
  if (!mentions.length || (mentions.length < 2 && !before)) return;
  const owned = new Map<Mention, number[]>();
  const said = new Set<number>();
  for (const m of lower.matchAll(new RegExp(PORT.source, 'g'))) {
    const port = Number(m[1] ?? m[2] ?? m[3] ?? m[4]);
    if (!(port > 0 && port < 65536)) continue;
    said.add(port);
    const owner = mentions.findLast((x) => x.start <= offset + m.index) ?? before;
    if (owner && !owned.get(owner)?.includes(port)) owned.set(owner, [...(owned.get(owner) ?? []), port]);
  }
  if (said.size < 2 || owned.size < 2) return;
  for (const [owner, ports] of owned)
    owner.attrs.ports = mentions.includes(owner) ? ports : [...new Set([...owner.attrs.ports, ...ports])];
}
