import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { scpStatements } from '../named-services';
import { jsonPolicy } from '../terraform/common';
import { policyTarget } from '../terraform/named-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_organizations_policy',
  write: (c, x) => {
    const statements = scpStatements(c);
    x.primary(c, {
      name: givenName(c),
      description: `Service control policy ${givenName(c)}`,
      type: 'SERVICE_CONTROL_POLICY',
      content: statements.length
        ? jsonPolicy(statements as never)
        : x.variable(`${c.id}_policy_document`, {
            type: 'string',
            description: `The JSON policy document of service control policy ${givenName(c)}`,
          }),
    });
    const target = policyTarget(c, x);
    if (target) x.resource('aws_organizations_policy_attachment', c.id, { policy_id: x.ref(c), target_id: target });
  },
};
