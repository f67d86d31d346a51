import { type RuleContext } from '../../model';
import { ecsContainers } from '../../helpers/images';
import { isTrue } from '../../helpers/settings';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

function check(ctx: RuleContext): void {
  const key = ctx.engine === 'terraform' ? 'privileged' : 'Privileged';
  for (const { resource, container } of ecsContainers(ctx)) {
    const p = container.get(key);
    if (p && isTrue(p.value())) ctx.report(resource, p);
  }
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
