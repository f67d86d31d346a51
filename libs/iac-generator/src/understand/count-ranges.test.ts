/**
 * Counts, ranges and limits said of the members of a group land where their meaning does: a range
 * before a machine size ("1 to 8 x Standard_E4s_v5") is how far the group scales, never a fixed
 * count of its upper bound; "N x <class> data nodes" is a node count across a class that ends in
 * its service's word; "N max pods per node" is the pods limit said with its number first.
 * Wordings of our own.
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const attrsOf = (prompt: string, cloud: Cloud, kind: string) =>
  understand(prompt, cloud).mentions.findLast((m) => m.kind === kind)?.attrs;

describe('counts and ranges of members', () => {
  it('reads a range before a machine size as min and max, never a count', () => {
    const pool = attrsOf(
      "an AKS cluster with a user node pool 'etl' autoscaling 1 to 8 x Standard_E4s_v5",
      'azure',
      'azure.kubernetes_cluster_node_pool',
    );
    expect(pool).toMatchObject({ min: 1, max: 8 });
    expect(pool?.desired).toBeUndefined();
  });

  it('keeps a count before a machine size a count', () => {
    const pool = attrsOf('an AKS cluster, system pool 4 x Standard_D8s_v5', 'azure', 'azure.kubernetes_cluster');
    expect(pool?.desired).toBe(4);
  });

  it('reads "N x <class> data nodes" as the node count', () => {
    expect(
      attrsOf('a search domain with 6 x c6g.xlarge.search data nodes', 'aws', 'aws.opensearch_domain')?.nodes,
    ).toBe(6);
  });

  it('reads the pods limit said with its number first', () => {
    expect(
      attrsOf('a GKE node pool of e2-standard-4 machines, 32 max pods per node', 'gcp', 'gcp.container_node_pool')
        ?.maxPodsPerNode,
    ).toBe(32);
  });
});
