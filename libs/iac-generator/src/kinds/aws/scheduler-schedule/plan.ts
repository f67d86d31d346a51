import { type Needs } from '../../../plan/needs';
import { planStartAccess, targetOf } from './starts';

export const needs: Needs = (c, plan) => {
  // The schedule starts what the request has to run; with nothing to run, the deployer gives the
  // target's ARN (none is invented).
  c.ref.target ??= targetOf(plan);
  planStartAccess(c, plan);
};
