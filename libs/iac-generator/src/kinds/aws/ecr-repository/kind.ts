import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.ecr_repository',
  label: 'app',
  title: 'ECR repository',
};
