import { type Needs } from '../../../plan/needs';

/**
 * A security group belongs to a VPC: the one the request has (asked, or made for a part that runs in
 * it), found when written. Asked alone, it refers to a VPC of theirs by its id: none is made only to
 * hold it (issue 24, INV).
 */
export const needs: Needs = (c) => {
  if (!c.config.ports) c.config.ports = c.attrs.ports.length ? c.attrs.ports : [443];
};
