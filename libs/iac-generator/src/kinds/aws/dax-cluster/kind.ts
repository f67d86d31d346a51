import { type Kind } from '../../kind';
import { roleFor } from '../common';

export const kind: Kind = {
  kind: 'aws.dax_cluster',
  label: 'main',
  title: 'DAX cluster',
  needs: (c, plan) => {
    roleFor(c, plan, 'dax.amazonaws.com', {
      statements: [
        {
          Effect: 'Allow',
          Action: [
            'dynamodb:GetItem',
            'dynamodb:PutItem',
            'dynamodb:Query',
            'dynamodb:Scan',
            'dynamodb:BatchGetItem',
            'dynamodb:UpdateItem',
            'dynamodb:DeleteItem',
          ],
          Resource: '*',
        },
      ],
      why: 'lets DAX reach DynamoDB',
    });
  },
};
