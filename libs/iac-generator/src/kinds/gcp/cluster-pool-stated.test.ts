/**
 * A GKE cluster asked as Autopilot and given a node pool of its own (issue 24, CON/BRK/INV/SIL): the
 * API rejects both together, so the answer says so and writes a Standard cluster with the pool asked
 * (its size from "N x machine type"); the users the pool is "for" are no resource of their own.
 */
import { generated, of, at } from '../../testing/resources';

describe('an Autopilot cluster given a node pool', () => {
  const prompt =
    'autopilot gke cluster gke-batch in europe-west4, stable release channel, with a node pool of 5 x c3-standard-4 for the render workers. project acme-render';

  it('says the two cannot go together and writes a Standard cluster with the pool', async () => {
    const { resources, errors, result } = await generated(prompt, 'terraform-google');
    expect(errors).toEqual([]);
    const [cluster] = of(resources, 'google_container_cluster');
    expect(at(cluster.body, 'enable_autopilot')).toBeUndefined();
    const [pool] = of(resources, 'google_container_node_pool');
    expect(at(pool.body, 'node_count')).toBe(5);
    expect(at(pool.body, 'node_config.machine_type')).toBe('c3-standard-4');
    expect(result.notCovered.join('\n')).toMatch(/Autopilot.*node pool/);
  });

  it('writes nothing for the users the pool is for', async () => {
    const { resources, result } = await generated(prompt, 'terraform-google');
    expect(resources.filter((r) => /cloud_run|compute_instance"?$/.test(r.type))).toEqual([]);
    expect(result.explanation).toMatch(/not read: '(?:the )?render workers'/);
  });
});
