import { expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_opensearchserverless_collection',
  write: (c, x) => {
    const name = dnsName(c, 28);
    const enc = x.resource('aws_opensearchserverless_security_policy', `${c.id}_encryption`, {
      name: `${name}-enc`.slice(0, 32),
      type: 'encryption',
      policy: expr(
        `jsonencode({ Rules = [{ Resource = ["collection/${name}"], ResourceType = "collection" }], AWSOwnedKey = true })`,
      ),
    });
    x.resource('aws_opensearchserverless_security_policy', `${c.id}_network`, {
      name: `${name}-net`.slice(0, 32),
      type: 'network',
      policy: expr(
        `jsonencode([{ Rules = [{ Resource = ["collection/${name}"], ResourceType = "collection" }], AllowFromPublic = false, SourceServices = ["firehose.amazonaws.com"] }])`,
      ),
    });
    x.primary(c, { name, type: 'SEARCH', depends_on: [expr(enc)] });
  },
};
