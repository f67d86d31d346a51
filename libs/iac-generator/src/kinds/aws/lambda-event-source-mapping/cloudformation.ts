import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.add(x.id(c), {
      Type: 'AWS::Lambda::EventSourceMapping',
      Properties: {
        EventSourceArn: x.att(d.source, d.table ? 'StreamArn' : 'Arn'),
        FunctionName: x.ref(d.fn),
        BatchSize: d.batchSize,
        MaximumBatchingWindowInSeconds: d.windowSeconds,
        StartingPosition: d.startingPosition,
      },
    });
  },
};
