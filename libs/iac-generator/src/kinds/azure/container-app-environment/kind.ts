import { type Kind } from '../../kind';
import { inGroup, workspaceFor } from '../common';

export const kind: Kind = {
  kind: 'azure.container_app_environment',
  label: 'main',
  title: 'Container Apps environment',
  needs: (c, plan) => {
    inGroup(c, plan);
    workspaceFor(c, plan);
  },
};
