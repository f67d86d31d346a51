import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.ecs_cluster',
  label: 'main',
  title: 'ECS cluster',
};
