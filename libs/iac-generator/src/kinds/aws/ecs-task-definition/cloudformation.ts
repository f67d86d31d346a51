import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { roleArn, tags } from '../cloudformation/common';
import { fargateSize } from '../settings';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const log = c.ref.logGroup as Component | undefined;
    x.add(x.id(c), {
      Type: 'AWS::ECS::TaskDefinition',
      Properties: {
        Family: givenName(c),
        RequiresCompatibilities: ['FARGATE'],
        NetworkMode: 'awsvpc',
        Cpu: String(fargateSize(c).cpu),
        Memory: String(fargateSize(c).memory),
        ExecutionRoleArn: roleArn(c, x),
        ContainerDefinitions: [
          {
            Name: 'app',
            Image: c.attrs.image ?? 'public.ecr.aws/nginx/nginx:stable',
            Essential: true,
            ReadonlyRootFilesystem: true,
            PortMappings: [{ ContainerPort: c.attrs.ports[0] ?? 80, Protocol: 'tcp' }],
            LogConfiguration: log
              ? {
                  LogDriver: 'awslogs',
                  Options: {
                    'awslogs-group': x.ref(log),
                    'awslogs-region': { Ref: 'AWS::Region' },
                    'awslogs-stream-prefix': 'app',
                  },
                }
              : undefined,
          },
        ],
        Tags: tags(c),
      },
    });
  },
};
