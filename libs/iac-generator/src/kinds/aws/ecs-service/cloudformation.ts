import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { sgRefs, subnetRefs, tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const tg = x.plan.first('aws.lb_target_group');
    x.add(x.id(c), {
      Type: 'AWS::ECS::Service',
      Properties: {
        Cluster: x.ref(c.ref.cluster as Component),
        TaskDefinition: x.ref(c.ref.task as Component),
        LaunchType: c.attrs.flags.has('spot') ? undefined : 'FARGATE',
        CapacityProviderStrategy: c.attrs.flags.has('spot')
          ? [{ CapacityProvider: 'FARGATE_SPOT', Weight: 1 }]
          : undefined,
        DesiredCount: c.attrs.desired ?? 2,
        NetworkConfiguration: {
          AwsvpcConfiguration: {
            AssignPublicIp: 'DISABLED',
            Subnets: subnetRefs(c, x),
            SecurityGroups: sgRefs(c, x),
          },
        },
        LoadBalancers: tg
          ? [{ TargetGroupArn: x.ref(tg), ContainerName: 'app', ContainerPort: c.attrs.ports[0] ?? 80 }]
          : undefined,
        DeploymentConfiguration: { DeploymentCircuitBreaker: { Enable: true, Rollback: true } },
        Tags: tags(c),
      },
    });
  },
};
