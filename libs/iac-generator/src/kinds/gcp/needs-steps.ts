/**
 * The named planning steps of Google Cloud that a kind folder's kind.json rows may `use`
 * (decision 038), each called with the component, the plan and the row's `with`. A step here is
 * shared by several kinds; what one kind alone does is written as rows or in its folder's plan.ts.
 */
import { type Step } from '../../plan/needs';
import { organizationFor } from './apigee';
import { networkFor, networkIfAsked, serviceAccountFor } from './common';
import { workload } from './compute';
import { grantScope } from './grant-scope';
import { connectsTo, grantOn, grantSaid, grantVerbs } from './grants';
import { channelFor } from './monitoring';
import { subscriptionsInside } from './pubsub-subscriptions';

export const GCP_STEPS = {
  channelFor,
  connectsTo,
  grantOn,
  grantSaid,
  grantVerbs,
  grantScope,
  networkFor,
  networkIfAsked,
  organizationFor,
  serviceAccountFor,
  subscriptionsInside,
  workload,
} satisfies Record<string, Step>;
