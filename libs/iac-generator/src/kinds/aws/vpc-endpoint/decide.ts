import { type Component } from '../../../model/types';
import { gatewayRouteTables } from '../common';

/** What the request's settings decide for gateway endpoints, once for every format. */
export function decide(c: Component, plan: { all(kind: string): Component[] }) {
  return {
    // One gateway endpoint per service stated (S3 when none is), on the private route tables.
    services: c.attrs.endpointServices ?? ['s3'],
    routeTables: gatewayRouteTables(plan.all('aws.route_table')),
  };
}
