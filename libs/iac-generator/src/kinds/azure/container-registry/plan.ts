import { type Needs } from '../../../plan/needs';
import { inGroup } from '../common';

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  // A region the registry is copied to is not where it lives: the home region is another one.
  const copies = c.attrs.replicaRegions ?? [];
  c.config.replicaRegions = copies;
  plan.global.regions = plan.global.regions.filter((r) => !copies.includes(r));
};
