/**
 * The named planning steps of Azure that a kind folder's kind.json rows may `use` (decision 038),
 * each called with the component, the plan and the row's `with`. A step here is shared by several
 * kinds; what one kind alone does is written as rows or in its folder's plan.ts.
 */
import { type Step } from '../../plan/needs';
import { planStatedRecords } from '../dns';
import { inGroup, publicIpFor, subnetFor, subnetIfNetwork, vaultFor, workspaceFor } from './common';
import { integrationFor, planFor, slotsOn, sqlAccessFor } from './compute';
import { grantOn, grantOnServiceBus, persistenceTo, pullIdentityFor, telemetryTo } from './grants';
import { planImage } from './images';
import { namespaceFor, sbNamespace } from './platform';
import { entitiesInside } from './servicebus-entities';
import { queueTriggerFor } from './queue-trigger';

export const AZURE_STEPS = {
  entitiesInside,
  grantOn,
  grantOnServiceBus,
  inGroup,
  integrationFor,
  namespaceFor,
  planFor,
  planImage,
  persistenceTo,
  planStatedRecords,
  publicIpFor,
  pullIdentityFor,
  queueTriggerFor,
  sbNamespace,
  slotsOn,
  sqlAccessFor,
  subnetFor,
  subnetIfNetwork,
  telemetryTo,
  vaultFor,
  workspaceFor,
} satisfies Record<string, Step>;
