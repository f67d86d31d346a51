/**
 * The named planning steps of AWS that a kind folder's kind.json rows may `use` (decision 038),
 * each called with the component, the plan and the row's `with`. A step here is shared by several
 * kinds; what one kind alone does is written as rows or in its folder's plan.ts.
 */
import { type Step } from '../../plan/needs';
import { chooseAlarmMetric } from './alarm-metrics';
import { kmsFor, network, roleFor, securityGroupFor } from './common';
import { instanceNeeds } from './compute';
import { dbNetwork } from './database-placement';
import { grantOn, reachesDatabase } from './grants';
import { apiNeeds, fnNeeds } from './serverless';
import { sagemakerExecutionRole } from './sagemaker';
import { bucketOf } from './storage';
import { secretPolicy } from './secretsmanager-secret/resource-policy';

export const AWS_STEPS = {
  apiNeeds,
  bucketOf,
  chooseAlarmMetric,
  dbNetwork,
  fnNeeds,
  grantOn,
  instanceNeeds,
  kmsFor,
  network,
  reachesDatabase,
  roleFor,
  sagemakerExecutionRole,
  secretPolicy,
  securityGroupFor,
} satisfies Record<string, Step>;
