import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { subnetRefs, tags } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const t = c.ref.template as Component | undefined;
    const d = decide(c);
    const tgs = x.plan.all('aws.lb_target_group').map((g) => x.ref(g));
    x.add(x.id(c), {
      Type: 'AWS::AutoScaling::AutoScalingGroup',
      Properties: {
        MinSize: String(d.min),
        MaxSize: String(d.max),
        DesiredCapacity: String(d.desired),
        VPCZoneIdentifier: subnetRefs(c, x),
        LaunchTemplate: t ? { LaunchTemplateId: x.ref(t), Version: x.att(t, 'LatestVersionNumber') } : undefined,
        TargetGroupARNs: tgs.length ? tgs : undefined,
        HealthCheckType: tgs.length ? 'ELB' : 'EC2',
        HealthCheckGracePeriod: 300,
        Tags: tags(c).map((t) => ({ ...t, PropagateAtLaunch: true })),
      },
    });
    if (d.tracksCpu)
      x.add(x.id(c, 'CpuTarget'), {
        Type: 'AWS::AutoScaling::ScalingPolicy',
        Properties: {
          AutoScalingGroupName: x.ref(c),
          PolicyType: 'TargetTrackingScaling',
          TargetTrackingConfiguration: {
            PredefinedMetricSpecification: { PredefinedMetricType: 'ASGAverageCPUUtilization' },
            TargetValue: c.attrs.targetPercent,
          },
        },
      });
  },
};
