/**
 * A node's pod limit ("at most 30 pods per node") is the node pool's or cluster's own setting, never
 * the autoscaling maximum of its nodes, and is written on every pool in every format that has the field.
 */
import { generateInfrastructure } from './index';
import { understand } from './understand/understand';

describe('pods per node', () => {
  it('reads the limit apart from the scaling range', () => {
    const pool = understand(
      'a GKE cluster with a node pool autoscaling from 1 to 6 nodes, no more than 40 pods per node',
      'gcp',
    ).mentions.find((m) => m.kind === 'gcp.container_node_pool');
    expect(pool?.attrs.maxPodsPerNode).toBe(40);
    expect(pool?.attrs.max).toBe(6);
  });

  it('writes it on a GKE node pool and an AKS system pool, in Terraform and ARM', () => {
    const gke = generateInfrastructure({
      prompt: 'a GKE cluster with a node pool, 40 pods per node',
      platform: 'gcp',
      format: 'terraform-google',
    });
    expect(gke.files.map((f) => f.content).join('\n')).toMatch(/max_pods_per_node\s*=\s*40/);
    const aks = generateInfrastructure({
      prompt: 'an AKS cluster, maximum pods per node of 90',
      platform: 'azure',
      format: 'terraform-azurerm',
    });
    expect(aks.files.map((f) => f.content).join('\n')).toMatch(/max_pods\s*=\s*90/);
    const arm = generateInfrastructure({
      prompt: 'an AKS cluster, maximum pods per node of 90',
      platform: 'azure',
      format: 'arm',
    });
    expect(arm.files.map((f) => f.content).join('\n')).toMatch(/"maxPods":\s*90/);
    expect(arm.notCovered.join('\n')).not.toMatch(/max pods per node/);
  });
});
