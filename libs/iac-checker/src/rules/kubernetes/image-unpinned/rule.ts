import { containers } from '../../helpers/pods';
import { reportImages } from '../../helpers/images';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  kubernetes: (ctx) =>
    reportImages(
      ctx,
      containers(ctx).map((c) => ({ resource: c.pod.resource, image: c.node.get('image') })),
    ),
});
