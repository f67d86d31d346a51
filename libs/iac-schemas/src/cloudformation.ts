/**
 * The CloudFormation resource specification (bundled from @aws-cdk/aws-service-spec by
 * scripts/schemas/cloudformation-spec.mjs): every resource type with its properties and
 * attributes (joined by the registry schemas' read-only properties it lacks), and the property
 * types they refer to.
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
/**
 * GetAtt attributes the CloudFormation registry schemas declare read-only that the specification
 * lacks, per type (scripts/schemas/cloudformation-registry-attributes.mjs, from the registry schemas
 * cfn-lint bundled): a once-writable property made read-only (OpenSearchService::Domain `DomainArn`)
 * stays among the specification's properties with no read-only mark.
 */
interface RegistryAttributes {
  source: string;
  types: Record<string, string[]>;
}

let spec: Spec | undefined;
/** The specification, each type's attributes joined by the registry schema's read-only properties. */
export function cloudFormationSpec(): Spec {
  if (!spec) {
    const data = loadData<Spec>('cloudformation/spec.json.gz');
    const registry = loadData<RegistryAttributes>('cloudformation/registry-attributes.json.gz');
    const types = { ...data.types };
    for (const [type, extra] of Object.entries(registry.types)) {
      if (types[type]) types[type] = { ...types[type], a: [...types[type].a, ...extra] };
    }
    spec = { ...data, types };
  }
  return spec;
}
