import { defineRule } from '../../model';
import { containers } from '../../helpers/pods';
import { reportImages } from '../../helpers/images';

export const k8sImageUnpinned = defineRule({
  id: 'IG-K8S-013',
  title: 'Container image not pinned',
  severity: 'MEDIUM',
  rationale:
    'An image without a tag, or tagged latest, means each node pulls whatever was pushed last: pods of one Deployment can run different code, and rollbacks do not roll back.',
  remediation: 'Name a version tag (`nginx:1.27.2`) or, better, a digest (`nginx@sha256:...`).',
  checks: {
    kubernetes: (ctx) =>
      reportImages(
        ctx,
        containers(ctx).map((c) => ({ resource: c.pod.resource, image: c.node.get('image') })),
      ),
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
