import { defineRule, type RuleContext } from '../../model';
import { ecsContainers } from '../../helpers/images';
import { isTrue } from '../../helpers/settings';

function check(ctx: RuleContext): void {
  const key = ctx.engine === 'terraform' ? 'privileged' : 'Privileged';
  for (const { resource, container } of ecsContainers(ctx)) {
    const p = container.get(key);
    if (p && isTrue(p.value())) ctx.report(resource, p);
  }
}

export const awsEcsPrivileged = defineRule({
  id: 'IG-AWS-047',
  title: 'ECS container runs privileged',
  severity: 'HIGH',
  rationale:
    'A privileged container has root on its host: whoever compromises it controls the instance and every other task on it.',
  remediation:
    'Remove `privileged: true`; add only the Linux capabilities the container needs (`linuxParameters.capabilities.add`).',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
