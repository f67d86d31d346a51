import { type Needs } from '../../../plan/needs';
import { type Component } from '../../../model/types';
import { inGroup, subnetFor } from '../common';

export const needs: Needs = (c, plan) => {
  const lb = c.ref.lb as Component | undefined;
  const s = lb?.ref.subnet as Component | undefined;
  if (s) {
    inGroup(c, plan);
    c.ref.subnet = s;
  } else subnetFor(c, plan);
  (c.ref.subnet as Component).config.privateLinkService = true;
};
