/**
 * An ECR pull through cache rule is a rule of its own (issue 24, INV/WRONGRES): the upstream registry
 * said (by name or URL) under the prefix said, with the credential secret said by its ARN, never a
 * repository or an ElastiCache cache in its place. Wordings of our own.
 */
import { expectAt, generated, of } from '../../../testing/resources';

describe('an ECR pull through cache rule', () => {
  it('terraform-aws: Docker Hub under a prefix, with its credential secret', async () => {
    const { resources, errors, result } = await generated(
      'Add an ECR pull-through cache rule for Docker Hub with prefix dockerhub, credentials in arn:aws:secretsmanager:eu-west-1:111122223333:secret:ecr-pullthroughcache/dockerhub-AbCdEf',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_ecr_repository')).toEqual([]);
    expect(of(resources, 'aws_elasticache_replication_group')).toEqual([]);
    const [rule] = of(resources, 'aws_ecr_pull_through_cache_rule');
    expectAt(rule.body, { ecr_repository_prefix: 'dockerhub', upstream_registry_url: 'registry-1.docker.io' });
    // The secret the user has, by the ARN given (a variable whose default it is).
    expect(JSON.stringify(rule.body)).toMatch(/credential_arn/);
    expect(result.files.map((f) => f.content).join()).toMatch(/secret:ecr-pullthroughcache\/dockerhub-AbCdEf/);
    expect(result.explanation).not.toMatch(/^not (?:covered|read)/im);
  });

  it('cloudformation: quay.io needs no credential and takes a prefix named for it', async () => {
    const { resources, errors } = await generated(
      'Pull through cache for quay.io in our ECR registry',
      'cloudformation',
    );
    expect(errors).toEqual([]);
    const [rule] = of(resources, 'AWS::ECR::PullThroughCacheRule');
    expectAt(rule.body, { UpstreamRegistryUrl: 'quay.io', EcrRepositoryPrefix: 'quay' });
    expect(JSON.stringify(rule.body)).not.toMatch(/CredentialArn/);
  });
});
