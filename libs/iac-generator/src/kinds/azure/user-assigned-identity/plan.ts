import { type Needs } from '../../../plan/needs';
import { inGroup } from '../common';
import { githubFederation } from '../federation';
import { grantsSaid } from '../access-grants';

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  // A GitHub workflow the request lets sign in as this identity is trusted by a federated credential.
  githubFederation(c, plan);
  // "that can only receive from the queue": a role assignment on that resource, with the narrowest role.
  grantsSaid(c, plan);
};
