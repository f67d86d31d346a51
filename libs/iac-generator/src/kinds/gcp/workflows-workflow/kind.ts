import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.workflows_workflow',
  label: 'main',
  title: 'Workflow',
  needs: (c, plan) =>
    void (c.ref.sa =
      plan.first('gcp.service_account') ??
      plan.add('gcp.service_account', { implicit: 'the workflow runs as its own identity', label: c.id })),
};
