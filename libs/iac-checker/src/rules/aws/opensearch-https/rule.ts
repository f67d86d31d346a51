import { type RuleContext } from '../../model';
import { flag, isFalse, oneOf } from '../../helpers/settings';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

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

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
