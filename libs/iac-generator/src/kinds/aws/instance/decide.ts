import { type Component } from '../../../model/types';
import { ec2Type } from '../settings';

/** What the request's settings decide for a server, once for every format. */
export function decide(c: Component) {
  return { instanceType: ec2Type(c), rootVolumeGb: c.attrs.storageGb ?? 20 };
}
