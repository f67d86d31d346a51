import { type Needs } from '../../../plan/needs';
import { inGroup } from '../common';

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  c.ref.frontDoor = plan.first('azure.cdn_frontdoor_profile');
  if (!c.ref.frontDoor) c.ref.gateway = plan.first('azure.application_gateway');
};
