import { defineRule, type RuleContext } from '../../model';
import { ecsContainers, reportImages } from '../../helpers/images';

function check(ctx: RuleContext): void {
  const key = ctx.engine === 'terraform' ? 'image' : 'Image';
  reportImages(
    ctx,
    ecsContainers(ctx).map(({ resource, container }) => ({ resource, image: container.get(key) })),
  );
}

export const awsEcsImageUnpinned = defineRule({
  id: 'IG-AWS-048',
  title: 'ECS container image not pinned',
  severity: 'MEDIUM',
  rationale:
    'An image without a tag, or tagged latest, changes whenever someone pushes: deployments stop being repeatable and a compromised push reaches production unreviewed.',
  remediation: 'Name a version tag (`nginx:1.27.2`) or, better, a digest (`nginx@sha256:...`).',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
