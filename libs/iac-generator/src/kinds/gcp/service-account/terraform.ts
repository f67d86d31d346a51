import { expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, project } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_service_account',
  write: (c, x) => {
    x.primary(c, {
      project: project(x),
      account_id: gName(c, 28).padEnd(6, '0'),
      display_name: `Service account for ${gName(c)}`,
    });
    // A Kubernetes service account said to act as this one (Workload Identity): it may, by this binding alone.
    const pod = c.attrs.podRole;
    if (pod?.serviceAccount)
      x.resource(
        'google_service_account_iam_member',
        `${c.id}_workload_identity`,
        {
          service_account_id: x.ref(c, 'name'),
          role: 'roles/iam.workloadIdentityUser',
          member: expr(
            `"serviceAccount:\${var.project_id}.svc.id.goog[${pod.namespace ?? 'default'}/${pod.serviceAccount}]"`,
          ),
        },
        'The Kubernetes service account acts as this one through Workload Identity; it still needs the iam.gke.io/gcp-service-account annotation.',
      );
  },
};
