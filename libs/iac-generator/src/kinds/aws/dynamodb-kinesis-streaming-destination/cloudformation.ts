import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const cloudformation: CloudFormationWriter = {
  late: true,
  write: (c, x) => {
    const t = c.ref.table as Component | undefined;
    const s = c.ref.stream as Component | undefined;
    const r = t && x.resources.get(x.id(t));
    if (t && s && r?.Properties) {
      r.Properties.KinesisStreamSpecification = { StreamArn: x.att(s, 'Arn') };
      x.note(`${x.id(t)} (AWS::DynamoDB::Table KinesisStreamSpecification)`);
    }
  },
};
