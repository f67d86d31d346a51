/**
 * The named planning steps of Kubernetes that a kind folder's kind.json rows may `use`
 * (decision 038), each called with the component, the plan and the row's `with`. A step here is
 * shared by several kinds; what one kind alone does is written as rows or in its folder's plan.ts.
 */
import { type Step } from '../../plan/needs';
import { identityFor, inNamespace } from './common';
import { subjectFor } from './identity';
import { runs, scaledBy } from './workloads';

export const K8S_STEPS = {
  identityFor,
  // The application's namespace is one for every component: the step takes the plan only.
  inNamespace: (_c, plan) => inNamespace(plan),
  runs,
  scaledBy,
  subjectFor,
} satisfies Record<string, Step>;
