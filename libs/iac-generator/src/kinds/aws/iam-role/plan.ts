import { existingLookup } from '../../../model/existing';
import { type Needs } from '../../../plan/needs';
import { usedWhilePlanning } from '../../../plan/track-reads';
import { grantRole } from '../grants';
import { trustSaid } from './trust-said';

// A role said to be given access to something ("gets read-only access to just that secret", "can read
// the bucket", "may send to the queue").
const GIVEN_ACCESS =
  /\b(?:gets?|given|granted?|has|have|with|needs?)\s+(?:(?:read[- ]only|write[- ]only|read[- ]write|read|write|full|least[- ]privilege)\s+)?access\b|\b(?:can|may|to|should)\s+(?:only\s+)?(?:read|write|use|fetch|get|send|publish|consume|decrypt)\b/i;

export const needs: Needs = (c, plan) => {
  // "a role for the Glue crawler": it trusts Glue, never EC2 by default (a role of the user's keeps its own trust).
  if (!existingLookup(c)) trustSaid(c, plan);
  // "the existing IAM role payments-worker gets read-only access to just that secret": the role, new
  // or the user's own, is allowed what was said on the request's stores (the access said of it, when
  // the stores say none), as a policy of its own; nothing is written for it otherwise.
  if (c.phrase !== undefined && GIVEN_ACCESS.test(plan.phrases[c.phrase] ?? '')) {
    if (c.attrs.access) usedWhilePlanning(c, 'access');
    grantRole(c, plan, ['bucket', 'queue', 'table', 'secret'], c.attrs.access);
  }
};
// A role of the user's is given the access asked of it too (its writers' `referred`).
needs.forExisting = true;
