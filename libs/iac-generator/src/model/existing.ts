/**
 * Resources the request says already exist ("our existing load balancer", "the existing table
 * 'invoices'", "the role arn:aws:iam::123456789012:role/app"): referenced, never created, on every
 * cloud. Terraform looks each one up with a data source (render/terraform/existing.ts);
 * CloudFormation takes its ARN or ID as a parameter; ARM and Bicep write it as an `existing`
 * resource. What the request gave (a name, an identifier) is kept as the value. Nothing they would
 * need when new (a network, a role, a log group) is planned for them.
 */
import { type Component } from './types';
import { type ExistingLookup } from '../vocabulary/types';
import { KIND_VOCABULARY } from '../vocabulary/kinds.generated';
import { isIdentifier } from './identifiers';

export type { ExistingLookup } from '../vocabulary/types';

export const EXISTING: Record<string, ExistingLookup> = {
  // What "existing" means for a kind with a folder is said in its kind.json.
  ...Object.fromEntries(KIND_VOCABULARY.flatMap((v) => (v.existing ? [[v.kind, v.existing]] : []))),
};

/** How an existing resource is looked up, when the request says it exists and it can be referenced. */
export function existingLookup(c: Component): ExistingLookup | undefined {
  return c.attrs.flags.has('existing') ? EXISTING[c.kind] : undefined;
}

const shapes = new Map<string, RegExp[]>();

/** The identifier shapes that name a thing of `kind` (its kind.json `existing.ids`). */
function shapesOf(kind: string): RegExp[] {
  let found = shapes.get(kind);
  if (!found) shapes.set(kind, (found = (EXISTING[kind]?.ids ?? []).map((s) => new RegExp(s, 'i'))));
  return found;
}

/** Whether `value` is an identifier of a thing of `kind` ("subnet-0a1b2c3d" of a subnet). */
export function identifies(kind: string, value: string): boolean {
  return isIdentifier(value) && shapesOf(kind).some((s) => s.test(value));
}
