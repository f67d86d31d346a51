import { reportImages } from '../../helpers/images';
import { listAt } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  terraform: (ctx) => {
    const items = [
      ...ctx.resources('google_cloud_run_v2_service', 'google_cloud_run_v2_job').flatMap((r) =>
        [...listAt(r.body, 'template.containers'), ...listAt(r.body, 'template.template.containers')].map((c) => ({
          resource: r,
          image: c.get('image'),
        })),
      ),
      ...ctx
        .resources('google_cloud_run_service')
        .flatMap((r) =>
          listAt(r.body, 'template.spec.containers').map((c) => ({ resource: r, image: c.get('image') })),
        ),
    ];
    reportImages(ctx, items);
  },
});
