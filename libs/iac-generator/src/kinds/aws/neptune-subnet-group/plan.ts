import { type Needs } from '../../../plan/needs';
import { network } from '../common';

export const needs: Needs = (c, plan) => {
  if (!c.ref.subnets) network(c, plan);
};
