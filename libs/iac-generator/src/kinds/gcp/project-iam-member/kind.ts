import { type Kind } from '../../kind';
import { grantScope } from '../grant-scope';

export const kind: Kind = {
  kind: 'gcp.project_iam_member',
  label: 'log_writer',
  title: 'IAM binding',
  needs: (c, plan) => {
    c.ref.sa =
      plan.first('gcp.service_account') ??
      plan.add('gcp.service_account', { implicit: 'the identity the role is granted to', label: 'app' });
    c.ref.scope = grantScope(c, plan);
  },
};
