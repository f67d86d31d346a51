import { type Kind } from '../../kind';
import { integrationFor, planFor } from '../compute';

export const kind: Kind = {
  kind: 'azure.linux_web_app',
  label: 'main',
  title: 'Web app',
  needs: (c, plan) => {
    planFor(c, plan);
    integrationFor(c, plan);
    c.ref.insights = plan.ensure('azure.application_insights', 'request tracing and failures for the app', {
      label: 'main',
    });
  },
};
