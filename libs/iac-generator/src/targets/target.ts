import { type GeneratorMessages } from '@infragen/contracts';
import { type Dialect } from '../catalogue';
import { type KindPlanner, type Planner } from '../plan/planner';
import { type RenderOutput } from '../render/types';
import { type Intent, type Mention } from '../understand/understand';

/** What makes one output format: the kinds planned for it, and the renderer given their writers. */
export interface Target {
  label: string;
  kinds: ReadonlyMap<string, KindPlanner>;
  resolve: (kind: string, intent: Intent, mention?: Mention) => string | null;
  render: (plan: Planner) => RenderOutput;
  /** Its secure defaults: which of the catalogue's lists, said as far as the files bear them out. */
  defaults: keyof typeof GeneratorMessages.secureDefaultItems;
  /**
   * Whether a requested component that produced nothing is reported as not covered. The AWS
   * Terraform kinds fold bucket features into the bucket's own resources, so they opt out.
   */
  reportUnproduced?: boolean;
  /** How the catalogue spells resource types for this target; none: nothing is written from schemas. */
  dialect?: Dialect;
  /** The kind whose writer makes a resource type (Terraform targets), for requests that name the type. */
  kindForType?: (type: string) => string | undefined;
}
