import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { sgRefs, subnetRefs, tags } from '../cloudformation/common';
import { containerName } from '../ecs-task-definition/decide';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c, x.plan);
    x.add(x.id(c), {
      Type: 'AWS::ECS::Service',
      Properties: {
        Cluster: x.ref(c.ref.cluster as Component),
        TaskDefinition: x.ref(c.ref.task as Component),
        LaunchType: d.spot ? undefined : 'FARGATE',
        CapacityProviderStrategy: d.spot ? [{ CapacityProvider: 'FARGATE_SPOT', Weight: 1 }] : undefined,
        DesiredCount: d.desired,
        NetworkConfiguration: {
          AwsvpcConfiguration: {
            AssignPublicIp: 'DISABLED',
            Subnets: subnetRefs(c, x),
            SecurityGroups: sgRefs(c, x),
          },
        },
        LoadBalancers: d.targetGroup
          ? [
              {
                TargetGroupArn: x.ref(d.targetGroup),
                ContainerName: containerName(c.ref.task as Component),
                ContainerPort: d.containerPort,
              },
            ]
          : undefined,
        DeploymentConfiguration: { DeploymentCircuitBreaker: { Enable: true, Rollback: true } },
        Tags: tags(c),
      },
    });
  },
};
