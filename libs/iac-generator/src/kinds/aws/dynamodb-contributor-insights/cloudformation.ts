import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const cloudformation: CloudFormationWriter = {
  late: true,
  write: (c, x) => {
    const t = c.ref.table as Component | undefined;
    const r = t && x.resources.get(x.id(t));
    if (t && r?.Properties) {
      r.Properties.ContributorInsightsSpecification = { Enabled: true };
      x.note(`${x.id(t)} (AWS::DynamoDB::Table ContributorInsightsSpecification)`);
    }
  },
};
