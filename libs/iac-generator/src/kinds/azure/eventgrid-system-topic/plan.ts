import { type Needs } from '../../../plan/needs';
import { inGroup } from '../common';
import { SOURCES } from './sources';

/**
 * A system topic publishes the events of one Azure resource: the first asked for (or said to exist)
 * whose kind publishes events, else the resource group it is deployed in.
 */
export const needs: Needs = (c, plan) => {
  const group = inGroup(c, plan);
  const kinds = Object.keys(SOURCES);
  const asked = plan.components.filter((o) => kinds.includes(o.kind) && o !== group);
  c.ref.source = asked.find((o) => !o.implicit) ?? asked[0] ?? group;
};
