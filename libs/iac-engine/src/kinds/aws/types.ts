import { type Component } from '../../model/types';
import { type KindPlanner } from '../../plan/planner';
import { type TfContext } from '../../render/terraform/context';
import { type CfnContext } from '../../render/cloudformation/context';

/** One AWS component kind: how it is planned and how each AWS target writes it. */
export interface AwsKind extends KindPlanner {
  title: string;
  /** The Terraform type of the component's main resource. */
  tfType: string;
  tf: (c: Component, x: TfContext) => void;
  cfn?: (c: Component, x: CfnContext) => void;
}
