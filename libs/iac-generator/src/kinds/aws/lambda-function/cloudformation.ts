import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { cfnName, roleArn, sgRefs, subnetRefs, tags } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c, x.plan);
    const h = d.code;
    // Inline code is always saved as index.<ext>: a handler the request gave in another module
    // ("app.handler") is its own package's, so the function takes that package from S3 and keeps the
    // handler as given, never a starter under a handler it did not ask for.
    const inline = h.code && h.handler.startsWith('index.') ? h.code : undefined;
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
        // The package the request gave, else a starter handler inline (replace Code with an S3 location for real code).
        Code: h.s3
          ? { S3Bucket: h.s3.bucket, S3Key: h.s3.key }
          : inline
            ? { ZipFile: inline }
            : {
                S3Bucket: x.parameter(`${x.id(c)}CodeBucket`, {
                  Type: 'String',
                  Description: `Bucket holding the built package of ${givenName(c)} (${h.runtime}, handler ${h.handler})`,
                }),
                S3Key: x.parameter(`${x.id(c)}CodeKey`, { Type: 'String', Description: 'Key of the package zip' }),
              },
        Timeout: d.timeoutSeconds,
        MemorySize: d.memoryMb,
        ReservedConcurrentExecutions: d.reservedConcurrency,
        TracingConfig: { Mode: 'Active' },
        // In the VPC to reach the database the request paired it with, or the network asked with it (serverless.ts).
        VpcConfig: c.ref.securityGroup
          ? {
              SubnetIds: subnetRefs(c, x),
              SecurityGroupIds: sgRefs(c, x),
            }
          : undefined,
        Environment:
          d.table || d.environment
            ? { Variables: { ...(d.table ? { TABLE_NAME: x.ref(d.table) } : {}), ...d.environment } }
            : undefined,
        Tags: tags(c),
      },
    });
    x.output(`${x.id(c)}Name`, x.ref(c), `Name of function ${givenName(c)}`);
  },
};
