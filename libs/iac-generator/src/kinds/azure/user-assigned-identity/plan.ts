import { type Needs } from '../../../plan/needs';
import { inGroup } from '../common';
import { githubFederation } from '../federation';

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  // A GitHub workflow the request lets sign in as this identity is trusted by a federated credential.
  githubFederation(c, plan);
};
