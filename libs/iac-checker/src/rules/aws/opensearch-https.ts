import { defineRule, ex, type RuleContext } from '../model';
import { flag, isFalse, oneOf } from '../helpers/settings';

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
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_opensearch_domain" "search" {
            domain_name = "search"
            domain_endpoint_options {
              enforce_https       = false #!
              tls_security_policy = "Policy-Min-TLS-1-0-2019-07" #!
            }
          }
        `,
      ],
      good: [
        ex`
          resource "aws_opensearch_domain" "search" {
            domain_name = "search"
            domain_endpoint_options {
              enforce_https       = true
              tls_security_policy = "Policy-Min-TLS-1-2-2019-07"
            }
          }
        `,
      ],
      omitted: ex`
        resource "aws_opensearch_domain" "search" {
          domain_name = "search"
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Search:
              Type: AWS::OpenSearchService::Domain
              Properties:
                DomainEndpointOptions:
                  EnforceHTTPS: false #!
        `,
      ],
      good: [
        ex`
          Resources:
            Search:
              Type: AWS::OpenSearchService::Domain
              Properties:
                DomainEndpointOptions:
                  EnforceHTTPS: true
                  TLSSecurityPolicy: Policy-Min-TLS-1-2-PFS-2023-10
        `,
      ],
      omitted: ex`
        Resources:
          Search:
            Type: AWS::OpenSearchService::Domain
            Properties:
              DomainName: search
      `,
    },
  },
});
