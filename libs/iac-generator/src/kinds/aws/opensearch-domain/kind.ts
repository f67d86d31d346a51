import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.opensearch_domain',
  label: 'search',
  title: 'OpenSearch domain',
};
