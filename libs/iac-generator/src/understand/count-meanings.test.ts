/**
 * "N replicas" said of a thing that runs no copies of a workload but keeps read replicas (a cache,
 * a database) is its read replicas, never a line that it was said of something else. Wordings of our own.
 */
import { understand } from './understand';

const attrsOf = (prompt: string, kind: string) =>
  understand(prompt, 'aws').mentions.find((m) => m.kind === kind)?.attrs;

describe('a count read under the meaning its thing takes', () => {
  it('reads replicas of a Redis cache as its read replicas', () => {
    expect(
      attrsOf('an ElastiCache Redis cache named sessions with three replicas', 'aws.elasticache_cluster'),
    ).toMatchObject({ readReplicas: 3 });
  });

  it('keeps replicas of a workload its copies', () => {
    expect(attrsOf('an ECS service running 3 replicas behind a load balancer', 'aws.ecs_service')).toMatchObject({
      desired: 3,
    });
  });
});
