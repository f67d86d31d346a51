/**
 * AWS resources the request says already exist ("our existing load balancer", "the existing table 'invoices'"):
 * referenced, never created. Terraform looks each one up with a data source from a variable the
 * user supplies; CloudFormation takes its ARN as a parameter. Nothing they would need when new
 * (a network, a role, a log group) is planned for them.
 */
import { type Component } from './types';
import { type ExistingLookup } from '../vocabulary/types';
import { KIND_VOCABULARY } from '../vocabulary/kinds.generated';

export type { ExistingLookup } from '../vocabulary/types';

export const EXISTING: Record<string, ExistingLookup> = {
  // What "existing" means for a kind with a folder is said in its kind.json.
  ...Object.fromEntries(KIND_VOCABULARY.flatMap((v) => (v.existing ? [[v.kind, v.existing]] : []))),
};

/** How an existing resource is looked up, when the request says it exists and it can be referenced. */
export function existingLookup(c: Component): ExistingLookup | undefined {
  return c.attrs.flags.has('existing') ? EXISTING[c.kind] : undefined;
}
