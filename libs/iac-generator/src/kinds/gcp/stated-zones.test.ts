/**
 * A zone the request states is where a zonal Google Cloud resource goes (issue 24, class 3): one
 * zone makes a GKE cluster zonal (its node pools with it), several are where its nodes run, and a
 * virtual machine is created in the zone stated. Without a zone, the region decides as before.
 */
import { at, generated, of } from '../../testing/resources';

describe('a stated zone places zonal Google Cloud resources', () => {
  it('terraform-google: one zone makes the cluster and its node pool zonal', async () => {
    const { resources, errors } = await generated(
      'a GKE Standard cluster in asia-northeast1-c with a node pool of 2 n2-standard-2 nodes',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'google_container_cluster').map((c) => at(c.body, 'location'))).toEqual(['asia-northeast1-c']);
    expect(of(resources, 'google_container_node_pool').map((p) => at(p.body, 'location'))).toEqual([
      'asia-northeast1-c',
    ]);
  });

  it('terraform-google: several zones are the zones a regional cluster runs its nodes in', async () => {
    const { resources, errors } = await generated(
      'a GKE cluster in us-east4 with nodes spread over us-east4-a and us-east4-c',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    const [cluster] = of(resources, 'google_container_cluster');
    expect(at(cluster.body, 'node_locations')).toEqual(['us-east4-a', 'us-east4-c']);
    expect(String(at(cluster.body, 'location'))).toContain('var.region');
  });

  it('terraform-google: a virtual machine goes in the zone stated', async () => {
    const { resources, errors } = await generated('a Compute Engine VM in southamerica-east1-b', 'terraform-google');
    expect(errors).toEqual([]);
    expect(of(resources, 'google_compute_instance').map((i) => at(i.body, 'zone'))).toEqual(['southamerica-east1-b']);
  });

  it('terraform-google: without a zone the cluster stays regional', async () => {
    const { resources } = await generated('a GKE cluster in europe-north1', 'terraform-google');
    const [cluster] = of(resources, 'google_container_cluster');
    expect(String(at(cluster.body, 'location'))).toContain('var.region');
    expect(at(cluster.body, 'node_locations')).toBeUndefined();
  });
});
