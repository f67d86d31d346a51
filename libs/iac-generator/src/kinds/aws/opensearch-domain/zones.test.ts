/**
 * A search domain's data nodes spread over the zones asked: zone awareness with that many zones,
 * and as many nodes as stated (one per zone when no count is stated). Two zones take an even
 * number of nodes only, so an odd count keeps zone awareness off rather than fail to deploy.
 * Wordings of our own.
 */
import { at, generated, of } from '../../../testing/resources';

describe('a search domain over zones', () => {
  it('terraform-aws: writes zone awareness for the zones and the nodes stated', async () => {
    const { resources, errors } = await generated(
      'an OpenSearch domain called audit with 6 x m6g.large.search data nodes across 3 AZs',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    const config = at(of(resources, 'aws_opensearch_domain')[0].body, 'cluster_config');
    expect(JSON.stringify(config)).toMatch(/"instance_count":6/);
    expect(JSON.stringify(config)).toMatch(/"zone_awareness_enabled":true/);
    expect(JSON.stringify(config)).toMatch(/"availability_zone_count":3/);
  });

  it('cloudformation: one node per zone when no count is stated', async () => {
    const { resources } = await generated('an OpenSearch domain spread over 2 availability zones', 'cloudformation');
    const config = at(of(resources, 'AWS::OpenSearchService::Domain')[0].body, 'ClusterConfig');
    expect(config).toMatchObject({ InstanceCount: 2, ZoneAwarenessConfig: { AvailabilityZoneCount: 2 } });
  });

  it('terraform-aws: an odd count over two zones keeps zone awareness off', async () => {
    const { resources } = await generated('an OpenSearch domain with 3 data nodes over 2 AZs', 'terraform-aws');
    const config = at(of(resources, 'aws_opensearch_domain')[0].body, 'cluster_config');
    expect(JSON.stringify(config)).not.toMatch(/zone_awareness/);
  });
});
