import { defineRule } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

export const awsOpenSearchAtRest = defineRule({
  id: 'IG-AWS-041',
  title: 'OpenSearch domain not encrypted at rest',
  severity: 'HIGH',
  rationale:
    'Search indexes copy the documents they index; without encryption at rest, the data and its automated snapshots are stored in the clear.',
  remediation:
    'Set `encrypt_at_rest { enabled = true }` (`EncryptionAtRestOptions: {Enabled: true}`) when the domain is created.',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['aws_opensearch_domain', 'aws_elasticsearch_domain'], 'encrypt_at_rest.enabled', isFalse, {
        omitted: true,
      }),
    cloudformation: (ctx) =>
      flagAll(
        ctx,
        ['AWS::OpenSearchService::Domain', 'AWS::Elasticsearch::Domain'],
        'EncryptionAtRestOptions.Enabled',
        isFalse,
        {
          omitted: true,
        },
      ),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
