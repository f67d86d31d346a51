import { defineRule } from '../../model';
import { oneOf } from '../../helpers/settings';

export const googleProjectPrimitiveRole = defineRule({
  id: 'IG-GCP-014',
  title: 'Project-wide Owner or Editor granted',
  severity: 'HIGH',
  rationale:
    'Owner and Editor cover nearly every service in the project; a workload or person holding them can read and change everything, so one compromise becomes all of it.',
  remediation:
    'Grant predefined roles for the services used (`roles/storage.objectViewer`, `roles/cloudsql.client`, ...) at the narrowest level that works.',
  checks: {
    terraform: (ctx) => {
      const primitive = oneOf('roles/owner', 'roles/editor');
      for (const r of ctx.resources('google_project_iam_member', 'google_project_iam_binding')) {
        const role = r.body.get('role');
        const v = role?.value();
        if (role && typeof v === 'string' && primitive(v)) ctx.report(r, role);
      }
    },
  },
  formats: ['terraform-google'],
});
