import { type Component } from '../../model/types';
import { type KindPlanner } from '../../plan/planner';
import { type TfContext } from '../../render/terraform/context';

/** One Google Cloud component kind, written by the hashicorp/google target. */
export interface GcpKind extends KindPlanner {
  title: string;
  tfType: string;
  tf: (c: Component, x: TfContext) => void;
}
