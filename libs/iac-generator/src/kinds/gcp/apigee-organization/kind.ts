import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.apigee_organization',
  label: 'main',
  title: 'Apigee organization',
};
