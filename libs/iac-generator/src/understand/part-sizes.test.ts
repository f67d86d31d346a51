/**
 * A size said of a part stays with the part: the boot disk's size is the machine's, and a size
 * inside a disk's own noun phrase ("a 2 TB sc1 data volume") is the disk's, never the machine's
 * named before it.
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const sizes = (prompt: string, cloud: Cloud) =>
  Object.fromEntries(understand(prompt, cloud).mentions.map((m) => [m.kind, m.attrs.storageGb]));

describe('sizes of parts', () => {
  it('gives the data volume its own size and the machine its boot disk', () => {
    expect(
      sizes('a c6i.xlarge instance with a 2 TB sc1 data volume attached and the boot volume at 80 GB', 'aws'),
    ).toEqual({
      'aws.instance': 80,
      'aws.ebs_volume': 2048,
    });
  });

  it('reads the boot disk before its size as well as after it', () => {
    expect(sizes('a Linux VM whose OS disk is 128 GB, plus a 1 TB data disk', 'azure')).toEqual({
      'azure.linux_virtual_machine': 128,
      'azure.managed_disk': 1024,
    });
  });

  it('keeps a size said of the machine itself', () => {
    expect(sizes('a compute instance with 100 GB of disk', 'gcp')).toEqual({ 'gcp.compute_instance': 100 });
  });
});
