import { defineRule } from '../../model';
import { reportImages } from '../../helpers/images';
import { listAt } from '../../view/node';

export const googleCloudRunImage = defineRule({
  id: 'IG-GCP-023',
  title: 'Cloud Run image not pinned',
  severity: 'MEDIUM',
  rationale:
    'An image without a tag, or tagged latest, makes each deployment run whatever was pushed last, reviewed or not, and rollbacks unreliable.',
  remediation: 'Name a version tag (`europe-docker.pkg.dev/acme/app/api:1.4.2`) or a digest.',
  checks: {
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
  },
  formats: ['terraform-google'],
});
