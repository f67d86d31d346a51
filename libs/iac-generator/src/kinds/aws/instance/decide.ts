import { type Component } from '../../../model/types';
import { WINDOWS_ROOT_GB, windowsRelease } from '../windows';
import { ec2Type } from '../settings';
import { ebsVolume } from '../ebs-type';

/** What the request's settings decide for a server, once for every format. */
export function decide(c: Component) {
  return {
    instanceType: ec2Type(c),
    rootVolumeGb: c.attrs.storageGb ?? (windowsRelease(c) ? WINDOWS_ROOT_GB : 20),
    // The root volume's type, IOPS and throughput as stated (gp3 unless another was).
    volume: ebsVolume(c),
  };
}
