import { type Kind } from '../../kind';
import { organizationFor } from '../apigee';

export const kind: Kind = {
  kind: 'gcp.apigee_instance',
  label: 'runtime',
  title: 'Apigee runtime instance',
  needs: organizationFor,
};
