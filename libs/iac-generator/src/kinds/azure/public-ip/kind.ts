import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.public_ip',
  label: 'main',
  title: 'Public IP',
  needs: inGroup,
};
