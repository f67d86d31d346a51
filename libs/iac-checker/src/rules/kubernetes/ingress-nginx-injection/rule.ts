import { type RuleContext } from '../../model';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

const PREFIX = 'nginx.ingress.kubernetes.io/';
/**
 * The annotations the controller pastes into nginx.conf, with what a value must not hold: a URL
 * anything nginx reads as syntax or a line break; a certificate subject also a `#` or `;`
 * (the characters the controller's fixed releases refuse).
 */
const UNSAFE: Record<string, RegExp> = {
  'auth-url': /[\r\n<>"{}|^`\\]/,
  'mirror-target': /[\r\n<>"{}|^`\\]/,
  'mirror-host': /[\r\n<>"{}|^`\\]/,
  'auth-tls-match-cn': /[\r\n#{};|]/,
};

export const rule = codeRule(spec, {
  kubernetes: (ctx: RuleContext) => {
    for (const r of ctx.resources('Ingress')) {
      const annotations = r.body.get('metadata')?.get('annotations');
      for (const [name, unsafe] of Object.entries(UNSAFE)) {
        const node = annotations?.get(PREFIX + name);
        const value = node?.value();
        if (node && typeof value === 'string' && unsafe.test(value))
          ctx.report(r, node, `The \`${PREFIX + name}\` annotation holds characters nginx reads as configuration.`);
      }
    }
  },
});
