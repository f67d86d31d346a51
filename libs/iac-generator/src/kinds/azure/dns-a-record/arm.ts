import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { writeStatedRecordSet } from '../arm/dns';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { stated, host, ttl } = decide(c);
    if (stated) return writeStatedRecordSet(c, x, stated);
    const zone = c.ref.zone as Component;
    x.resource(c, 'Microsoft.Network/dnsZones/A', '2018-05-01', {
      name: `${zone.attrs.domain ?? 'example.com'}/${host}`,
      properties: { TTL: ttl, targetResource: { id: x.ref(x.symbol(c.ref.ip as Component)) } },
      dependsOn: [x.symbol(zone)],
    });
  },
};
