import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { cfnName, roleArn, tags } from '../cloudformation/common';
import { lambdaCode } from '../common';
import { eventSourceOf } from '../serverless';
import { statedEnvironment } from '../settings';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const h = lambdaCode(c);
    const table = x.plan.first('aws.dynamodb_table');
    const log = c.ref.logGroup as Component | undefined;
    x.add(x.id(c), {
      Type: 'AWS::Lambda::Function',
      // The log group (/aws/lambda/<name>) exists first, so its retention and key apply.
      DependsOn: log ? [x.id(log)] : undefined,
      Properties: {
        FunctionName: c.name ? cfnName(c, 64) : undefined,
        Runtime: h.runtime,
        Handler: h.handler,
        Role: roleArn(c, x),
        // A starter handler inline; replace Code with an S3 location for real code.
        Code: h.code
          ? { ZipFile: h.code }
          : {
              S3Bucket: x.parameter(`${x.id(c)}CodeBucket`, {
                Type: 'String',
                Description: `Bucket holding the built package of ${givenName(c)} (${h.runtime})`,
              }),
              S3Key: x.parameter(`${x.id(c)}CodeKey`, { Type: 'String', Description: 'Key of the package zip' }),
            },
        Timeout: c.attrs.timeoutSeconds ?? 30,
        MemorySize: c.attrs.memoryMb ?? 256,
        TracingConfig: { Mode: 'Active' },
        Environment:
          table || statedEnvironment(c)
            ? { Variables: { ...(table ? { TABLE_NAME: x.ref(table) } : {}), ...statedEnvironment(c) } }
            : undefined,
        Tags: tags(c),
      },
    });
    const source = eventSourceOf(x.plan);
    if (source && x.plan.first('aws.lambda_function') === c) {
      const stream = source.kind === 'aws.kinesis_stream';
      x.add(x.id(c, stream ? 'StreamTrigger' : 'QueueTrigger'), {
        Type: 'AWS::Lambda::EventSourceMapping',
        Properties: {
          EventSourceArn: x.att(source, 'Arn'),
          FunctionName: x.ref(c),
          BatchSize: stream ? 100 : 10,
          StartingPosition: stream ? 'LATEST' : undefined,
        },
      });
    }
    x.output(`${x.id(c)}Name`, x.ref(c), `Name of function ${givenName(c)}`);
  },
};
