import { type RuleContext } from '../../model';
import { ecsContainers, reportImages } from '../../helpers/images';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

function check(ctx: RuleContext): void {
  const key = ctx.engine === 'terraform' ? 'image' : 'Image';
  reportImages(
    ctx,
    ecsContainers(ctx).map(({ resource, container }) => ({ resource, image: container.get(key) })),
  );
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
