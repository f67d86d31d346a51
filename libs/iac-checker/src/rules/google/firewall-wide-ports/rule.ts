import { googleInbound } from '../../helpers/network';
import { UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/**
 * Wider than this many ports is a range, not a service's ports (a service's ports and a protocol's
 * small ranges fit; passive FTP or media ranges are wider and worth saying).
 */
const WIDE = 30;
const INTERNET = new Set(['0.0.0.0/0', '::/0']);

export const rule = codeRule(spec, {
  terraform: (ctx) => {
    for (const i of googleInbound(ctx)) {
      if (i.ports === UNKNOWN || i.sources === UNKNOWN) continue;
      const fromInternet = i.sources.some((s) => INTERNET.has(s));
      const sources = i.sources.length ? i.sources.join(', ') : 'the tagged instances';
      const all = i.ports.find((p) => p.from <= 1 && p.to >= 65535);
      // Every port from the internet is IG-GCP-003's, a CRITICAL finding: not said twice.
      if (all) {
        if (!fromInternet) ctx.report(i.resource, i.node, `Every port is open to ${sources}.`);
        continue;
      }
      const wide = i.ports.find((p) => p.to - p.from > WIDE);
      if (wide)
        ctx.report(
          i.resource,
          i.node,
          `Ports ${wide.from}-${wide.to} (${wide.to - wide.from + 1} ports) are open to ${sources}.`,
        );
    }
  },
});
