import { defineRule, type RuleContext } from '../../model';
import { flag, isFalse, oneOf } from '../../helpers/settings';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [types, options, https, policy] = tf
    ? [
        ['aws_opensearch_domain', 'aws_elasticsearch_domain'],
        'domain_endpoint_options',
        'enforce_https',
        'tls_security_policy',
      ]
    : [
        ['AWS::OpenSearchService::Domain', 'AWS::Elasticsearch::Domain'],
        'DomainEndpointOptions',
        'EnforceHTTPS',
        'TLSSecurityPolicy',
      ];
  for (const r of ctx.resources(...types)) {
    flag(ctx, r, `${options}.${https}`, isFalse, { text: 'The domain accepts plain HTTP.' });
    flag(ctx, r, `${options}.${policy}`, oneOf('Policy-Min-TLS-1-0-2019-07'), {
      text: 'The domain accepts TLS 1.0 and 1.1.',
    });
  }
}

export const awsOpenSearchHttps = defineRule({
  id: 'IG-AWS-043',
  title: 'OpenSearch endpoint accepts plain HTTP or TLS older than 1.2',
  severity: 'HIGH',
  rationale:
    'Queries and results carry the indexed data; over plain HTTP or old TLS they can be read or changed on the way.',
  remediation:
    'Set `enforce_https = true` and `tls_security_policy = "Policy-Min-TLS-1-2-2019-07"` (or newer) in the endpoint options.',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
