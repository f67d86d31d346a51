/**
 * GetAtt attributes a type's CloudFormation registry schema lists as `readOnlyProperties` but the
 * bundled specification (@aws-cdk/aws-service-spec) leaves out of the type's attributes. The bundled
 * data keeps only the attribute names, not the read-only properties, so the missing ones are listed
 * here with their source:
 * - AWS::Elasticsearch::Domain: readOnlyProperties Id, DomainArn, DomainEndpoint, Arn (registry
 *   schema aws-elasticsearch-domain.json; the Arn attribute's documentation says it "is the same as
 *   the one returned by `AWS::Elasticsearch::Domain.DomainArn`").
 * - AWS::OpenSearchService::Domain: DomainArn, the same read-only property of the domain's successor
 *   type (resource specification v43.0.0 changelog: "Attribute Changes: AWS::OpenSearchService::Domain
 *   DomainArn (added)").
 * The bundled database keeps such a once-writable read-only property among the properties with no
 * read-only mark, so it cannot be derived from the bundled data: bundling the registry schemas'
 * readOnlyProperties would replace this list.
 */
const REGISTRY_ONLY_ATTRIBUTES: Record<string, readonly string[]> = {
  'AWS::Elasticsearch::Domain': ['DomainArn'],
  'AWS::OpenSearchService::Domain': ['DomainArn'],
};

/** The attributes of `type`: the bundled specification's and the registry schema's read-only ones. */
export function getAttAttributes(type: string, specified: readonly string[]): readonly string[] {
  const extra = REGISTRY_ONLY_ATTRIBUTES[type];
  return extra ? [...specified, ...extra] : specified;
}
