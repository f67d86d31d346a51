/**
 * The CloudFormation resource specification (bundled from @aws-cdk/aws-service-spec by
 * scripts/schemas/cloudformation-spec.mjs): every resource type with its properties and
 * attributes, and the property types they refer to.
 */
import { loadData } from './data';

/** s string, i integer, n number, b boolean, j JSON, t tag; l<elem>, m<elem>, o<index>; an array is a union. */
type Code = string | string[];
export type Prop = [Code, (0 | 1)?, string[]?];
export interface Spec {
  package: string;
  types: Record<string, { p: Record<string, Prop>; a: string[] }>;
  defs: Record<string, Prop>[];
}
export const cloudFormationSpec = () => loadData<Spec>('cloudformation/spec.json.gz');
