import { type Kind } from '../../kind';
import { networkFor } from '../common';

export const kind: Kind = {
  kind: 'gcp.filestore_instance',
  label: 'shared',
  title: 'Filestore instance',
  needs: (c, plan) => void networkFor(c, plan),
};
