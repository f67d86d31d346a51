import { defineRule } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

export const awsOpenSearchNodeToNode = defineRule({
  id: 'IG-AWS-042',
  title: 'OpenSearch nodes talk to each other unencrypted',
  severity: 'HIGH',
  rationale: "Without node-to-node encryption, documents and queries cross the domain's internal network in the clear.",
  remediation: 'Set `node_to_node_encryption { enabled = true }` (`NodeToNodeEncryptionOptions: {Enabled: true}`).',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['aws_opensearch_domain', 'aws_elasticsearch_domain'], 'node_to_node_encryption.enabled', isFalse, {
        omitted: true,
      }),
    cloudformation: (ctx) =>
      flagAll(
        ctx,
        ['AWS::OpenSearchService::Domain', 'AWS::Elasticsearch::Domain'],
        'NodeToNodeEncryptionOptions.Enabled',
        isFalse,
        {
          omitted: true,
        },
      ),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
