import { type Needs } from '../../../plan/needs';
import { addReadReplicas } from '../../../plan/read-replicas';
import { networkFor } from '../common';

export const needs: Needs = (c, plan) => {
  networkFor(c, plan);
  if (c.config.replica) return;
  addReadReplicas(c, plan);
};
