import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.log_analytics_workspace',
  label: 'main',
  title: 'Log Analytics workspace',
  needs: inGroup,
};
