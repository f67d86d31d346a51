import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.app_configuration',
  label: 'main',
  title: 'App Configuration',
  needs: inGroup,
};
