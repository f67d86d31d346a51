import { existingLookup } from '../../../model/existing';
import { type Needs } from '../../../plan/needs';
import { planEventSource } from '../event-sources';
import { grantOn } from '../grants';
import { fnNeeds, invokedBy, scheduledBy } from '../serverless';

/**
 * A function written here gets its role, logs and network (serverless.ts), and the rights on the
 * secrets asked with it (grants.ts USES). One given by its ARN keeps all of that as it is; for
 * either, what the request wires to it is planned: its schedule, the callers' permission to invoke it and the
 * mapping that feeds it its queue or stream (event-sources.ts).
 */
export const needs: Needs = (c, plan) => {
  if (existingLookup(c)) {
    scheduledBy(c, plan);
    invokedBy(c, plan);
  } else {
    fnNeeds(c, plan);
    grantOn(c, plan, ['secret']);
  }
  planEventSource(c, plan);
};
needs.forExisting = true;
