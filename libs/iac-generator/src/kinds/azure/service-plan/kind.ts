import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.service_plan',
  label: 'main',
  title: 'App Service plan',
  needs: inGroup,
};
