import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.recovery_services_vault',
  label: 'main',
  title: 'Recovery Services vault',
  needs: inGroup,
};
