import { type Component } from '../../model/types';
import { type KindPlanner } from '../../plan/planner';
import { type TfContext } from '../../render/terraform/context';
import { type ArmContext } from '../../render/azure/arm-context';

/** One Azure component kind: planned once, written by the azurerm target and (where it has one) ARM/Bicep. */
export interface AzureKind extends KindPlanner {
  title: string;
  tfType: string;
  tf: (c: Component, x: TfContext) => void;
  arm?: (c: Component, x: ArmContext) => void;
}
