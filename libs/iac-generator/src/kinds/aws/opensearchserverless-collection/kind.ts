import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.opensearchserverless_collection',
  label: 'search',
  title: 'OpenSearch Serverless collection',
};
