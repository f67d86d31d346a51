import { type Kind } from '../../kind';
import { organizationFor } from '../apigee';

export const kind: Kind = {
  kind: 'gcp.apigee_environment',
  label: 'env',
  title: 'Apigee environment',
  needs: organizationFor,
};
