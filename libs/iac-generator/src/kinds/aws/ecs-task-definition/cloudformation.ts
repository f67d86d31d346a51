import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { roleArn, tags } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    const log = c.ref.logGroup as Component | undefined;
    x.add(x.id(c), {
      Type: 'AWS::ECS::TaskDefinition',
      Properties: {
        Family: givenName(c),
        RequiresCompatibilities: ['FARGATE'],
        NetworkMode: 'awsvpc',
        Cpu: d.cpu,
        Memory: d.memory,
        ExecutionRoleArn: roleArn(c, x),
        TaskRoleArn: c.ref.taskRole ? x.att(c.ref.taskRole as Component, 'Arn') : undefined,
        ContainerDefinitions: [
          {
            Name: d.container,
            Image: d.image,
            Essential: true,
            ReadonlyRootFilesystem: d.readonlyRoot,
            PortMappings: [{ ContainerPort: d.port, Protocol: 'tcp' }],
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
