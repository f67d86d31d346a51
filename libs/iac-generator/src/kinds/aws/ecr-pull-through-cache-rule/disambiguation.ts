import { type Disambiguation } from '../../disambiguation';

/** What a word read as another kind means beside a pull through cache rule (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: ['aws.ecs_service', 'aws.ecr_repository'],
    when: (x) =>
      x.has('aws.ecr_pull_through_cache_rule') &&
      (/\bdocker\s*hub\b/.test(x.phrase) || /^(?:ecr|registry|docker)$/.test(x.text)),
    then: null,
    why: 'Docker Hub or the ECR registry said with a pull through cache rule is the registry it caches or the one it caches into, never a service or a repository of its own.',
    example: 'An ECR pull through cache rule for Docker Hub',
  },
];
