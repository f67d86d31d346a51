import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.lambda_function',
  settings: ['scaling', 'resources', 'runtime', 'schedule', 'timeout', 'environment'],
  concepts: [{ phrases: ['lambda', 'lambda function', 'aws lambda'], aws: 'aws.lambda_function', vendor: 'aws' }],
  existing: { data: 'aws_lambda_function', by: 'function_name', what: 'Lambda function' },
};
