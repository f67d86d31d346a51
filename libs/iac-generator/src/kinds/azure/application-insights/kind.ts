import { type Kind } from '../../kind';
import { inGroup, workspaceFor } from '../common';

export const kind: Kind = {
  kind: 'azure.application_insights',
  label: 'main',
  title: 'Application Insights',
  needs: (c, plan) => {
    inGroup(c, plan);
    workspaceFor(c, plan);
  },
};
