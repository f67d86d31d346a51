import { type Kind } from '../../kind';
import { apiNeeds } from '../serverless';

export const kind: Kind = {
  kind: 'aws.apigatewayv2_api',
  label: 'api',
  title: 'API Gateway HTTP API',
  needs: apiNeeds,
};
