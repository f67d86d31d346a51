import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.lambda_layer_version',
  label: 'shared',
  title: 'Lambda layer version',
};
