/**
 * Numbers said of each thing stay each thing's: "two 500 GB data disks" are two disks of 500 GB
 * (the size between the count and the disks is no end of the count), and the size at the end of a
 * machine type ("e2-standard-8 nodes") is that type, never a count of nodes.
 */
import { type FormatId } from '@infragen/contracts';
import { generated, of } from '../../testing/resources';

describe('sizes said of each', () => {
  it.each([
    [
      'terraform-google',
      'a gce vm for the build cache with three 250 GB ssd data disks',
      'google_compute_disk',
      'size',
      250,
      3,
    ],
    [
      'terraform-azurerm',
      'Linux VM "db01" plus 2 1 TB premium managed disks',
      'azurerm_managed_disk',
      'disk_size_gb',
      1024,
      2,
    ],
    [
      'terraform-azurerm',
      'an ubuntu vm with two 128 GB data disks attached',
      'azurerm_managed_disk',
      'disk_size_gb',
      128,
      2,
    ],
  ] as [FormatId, string, string, string, number, number][])(
    '%s: %s',
    async (format, prompt, type, key, size, count) => {
      const { resources, errors } = await generated(prompt, format);
      expect(errors).toEqual([]);
      expect(of(resources, type).map((d) => d.body[key])).toEqual(Array(count).fill(size));
    },
  );

  it.each([
    ['a GKE standard cluster; its pool runs n2-highmem-16 nodes, 2 to 4 of them', 'n2-highmem-16'],
    ['gke cluster with a node pool of e2-standard-8 nodes', 'e2-standard-8'],
  ])('%s', async (prompt, machine) => {
    const { resources } = await generated(prompt, 'terraform-google');
    const pool = of(resources, 'google_container_node_pool')[0].body;
    expect(JSON.stringify(pool.node_config)).toContain(`"machine_type":"${machine}"`);
    expect(pool.node_count).not.toBe(Number(machine.split('-').pop()));
  });

  it.each([
    [
      'GKE cluster; node pool "etl": n2-standard-4, 1-3 nodes, 250 GB pd-ssd disks',
      'google_container_node_pool',
      250,
      'pd-ssd',
    ],
    [
      'a managed instance group of 3 web VMs with 40 GB pd-standard disks',
      'google_compute_instance_template',
      40,
      'pd-standard',
    ],
  ])('the disks of nodes said beside them are theirs: %s', async (prompt, type, size, disk) => {
    const { resources, errors } = await generated(prompt, 'terraform-google');
    expect(errors).toEqual([]);
    expect(of(resources, 'google_compute_disk')).toEqual([]);
    const body = JSON.stringify(of(resources, type)[0].body);
    expect(body).toContain(`"disk_size_gb":${size}`);
    expect(body).toContain(`"disk_type":"${disk}"`);
  });
});
