/**
 * The port the targets behind a load balancer listen on, as said of the target group or the
 * targets ("target group port 8080", "forward to the instances on port 9000", "targets on 3000"),
 * read while planning with the words that said it. Unsaid, the target group keeps its own default.
 */
import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';

const TARGET_PORT =
  /\btarget\s+groups?\s+(?:on\s+|at\s+)?(?:port\s+)?(\d{2,5})\b|\b(?:forward\w*|send\w*|rout\w*)\s+(?:traffic\s+)?to\s+(?:the\s+)?(?:targets?|instances?|containers?|servers?|app)\s+(?:on\s+|at\s+)(?:port\s+)?(\d{2,5})\b|\btargets?\s+(?:on|at|listening\s+on)\s+(?:port\s+)?(\d{2,5})\b/i;

/** Sets the target group's port from the request's words, when they say one it has not got. */
export function targetPortSaid(tg: Component, plan: Planner): void {
  if (tg.attrs.ports.length) return;
  plan.phrases.forEach((p, i) => {
    const m = TARGET_PORT.exec(p);
    const port = Number(m?.[1] ?? m?.[2] ?? m?.[3]);
    if (!m || tg.attrs.ports.length || !(port > 0 && port < 65536)) return;
    tg.attrs.ports.push(port);
    plan.wired(i, m[0]);
  });
}
