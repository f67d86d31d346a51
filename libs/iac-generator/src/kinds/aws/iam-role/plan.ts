import { type Needs } from '../../../plan/needs';
import { trustSaid } from './trust-said';

export const needs: Needs = (c, plan) => {
  // "a role for the Glue crawler": it trusts Glue, never EC2 by default.
  trustSaid(c, plan);
};
