/**
 * What the answer says of a product name no kind and no resource type of the target's schema
 * matches: the product is named with the reason, and nothing stands in for it.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Dialect, schemaSource } from './index';

// A Kubernetes kind is written in CamelCase or capitalised ("VerticalPodAutoscaler", "Argo CD
// Application"); one the bundled API models do not have is defined by a custom resource definition
// the cluster brings.
const CAMEL = /[a-z][A-Z]/;
// A name led by a cloud's brand is that cloud's product, not a kind of the cluster's.
const BRANDED = /^(?:AWS|Amazon|Azure|Microsoft|Google|GCP)\b/;

export function productNotCovered(product: string, dialect: Dialect): string {
  if (dialect === 'kubernetes' && (CAMEL.test(product) || (!BRANDED.test(product) && /\s[A-Z][a-z]+$/.test(product))))
    return GeneratorMessages.customResource(product);
  return GeneratorMessages.unknownProduct(product, schemaSource(dialect));
}
