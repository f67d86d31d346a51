import { type Kind } from '../../kind';
import { apiNeeds } from '../serverless';

export const kind: Kind = {
  kind: 'aws.api_gateway_rest_api',
  label: 'api',
  title: 'API Gateway REST API',
  needs: apiNeeds,
};
