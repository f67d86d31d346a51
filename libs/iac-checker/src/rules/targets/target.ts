/** What one engine's checks run over: the resources of one Terraform module, one template, one manifest file. */
import { type Engine, type Resource } from '../model';
import { type Node } from '../view/node';

export interface Target {
  engine: Engine;
  resources: Resource[];
  /** Terraform: data sources. */
  data: Resource[];
  /** Terraform: `backend` blocks with their type. */
  backends: { type: string; node: Node }[];
}
