/**
 * What the answer says of a product name no kind and no resource type of the target's schema
 * matches: the product is named with the reason, and nothing stands in for it.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { armType, armTypeNames, cloudFormationSpec, objectShape, providerSchema } from '@infragen/iac-schemas';
import { type Dialect, schemaSource } from './dialect';

// A Kubernetes kind is written in CamelCase or capitalised ("VerticalPodAutoscaler", "Argo CD
// Application"); one the bundled API models do not have is defined by a custom resource definition
// the cluster brings.
const CAMEL = /[a-z][A-Z]/;
// A name led by a cloud's brand is that cloud's product, not a kind of the cluster's.
const BRANDED = /^(?:AWS|Amazon|Azure|Microsoft|Google|GCP)\b/;

export function productNotCovered(product: string, dialect: Dialect): string {
  if (dialect === 'kubernetes' && (CAMEL.test(product) || (!BRANDED.test(product) && /\s[A-Z][a-z]+$/.test(product))))
    return GeneratorMessages.customResource(product);
  // No type is named so, but a type's attribute may be ("Easy DKIM": an email identity's DKIM
  // signing attributes): "no resource type matches" would then deny what the schema has.
  const attributes = attributesNaming(product, dialect);
  if (attributes.length)
    return GeneratorMessages.productIsAttribute(
      product,
      schemaSource(dialect),
      attributes.slice(0, MAX_NAMED).join(', '),
      attributes.length,
    );
  return GeneratorMessages.unknownProduct(product, schemaSource(dialect));
}

// Attributes named in one line at most; the count says how many there are.
const MAX_NAMED = 3;
const BRANDS = new Set(['AWS', 'GCP', 'API', 'ARM']);

const wordsOf = (id: string) =>
  id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The attribute names (top level, or under an ARM type's properties) of each resource type of a dialect. */
function attributeNames(dialect: Dialect): [string, string[]][] {
  if (dialect === 'cloudformation')
    return Object.entries(cloudFormationSpec().types).map(([type, t]) => [
      type,
      Object.keys((t as { p?: Record<string, unknown> }).p ?? {}),
    ]);
  if (dialect === 'arm')
    return armTypeNames()
      .filter((t) => t.split('/').length === 2)
      .map((type) => {
        const t = armType(type);
        const properties = t ? objectShape(t.b)?.props.get('properties') : undefined;
        return [type, [...(properties === undefined ? [] : (objectShape(properties)?.props.keys() ?? []))]];
      });
  const schema = dialect === 'kubernetes' ? undefined : providerSchema(dialect.replace('terraform:', ''), 0);
  return Object.entries(schema?.resources ?? {}).map(([type, [i]]) => [
    type,
    [...Object.keys(schema!.structs[i].a ?? {}), ...Object.keys(schema!.structs[i].b ?? {})],
  ]);
}

/**
 * The attributes, as "<attribute> of <type>", whose names hold a word the product is named with in
 * capitals ("DKIM" of "Easy DKIM": AWS::SES::EmailIdentity's DkimSigningAttributes); a brand or a
 * plain word is no evidence of which attribute is meant.
 */
function attributesNaming(product: string, dialect: Dialect): string[] {
  const acronyms = (product.match(/\b[A-Z]{3,}\b/g) ?? []).filter((w) => !BRANDS.has(w)).map((w) => w.toLowerCase());
  if (!acronyms.length || dialect === 'kubernetes') return [];
  return attributeNames(dialect).flatMap(([type, names]) =>
    names.filter((n) => acronyms.some((a) => wordsOf(n).includes(a))).map((n) => `${n} of ${type}`),
  );
}
