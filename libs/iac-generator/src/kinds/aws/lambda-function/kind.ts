import { type Kind } from '../../kind';
import { fnNeeds } from '../serverless';

export const kind: Kind = {
  kind: 'aws.lambda_function',
  label: 'app',
  title: 'Lambda function',
  needs: fnNeeds,
};
