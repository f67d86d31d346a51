import { type Component } from '../../../model/types';
import { type CfnContext, type CloudFormationWriter } from '../../../render/cloudformation/context';
import { subnetRefs, tags } from '../cloudformation/common';
import { decide, scaleOutStep } from './decide';

/** The step policy an alarm on the group triggers, when one is stated (decide.ts scaleOutStep). */
function scaleOut(c: Component, x: CfnContext): void {
  const step = scaleOutStep(c, false);
  if (step)
    x.add(x.id(c, 'ScaleOut'), {
      Type: 'AWS::AutoScaling::ScalingPolicy',
      Properties: {
        AutoScalingGroupName: x.ref(c),
        PolicyType: 'SimpleScaling',
        AdjustmentType: 'ChangeInCapacity',
        ScalingAdjustment: step.step,
        Cooldown: String(step.cooldown),
      },
    });
}

export const cloudformation: CloudFormationWriter = {
  // A group that exists already: only the scale-out asked of it is written, against the group's parameter.
  referred: (c, x) => scaleOut(c, x),
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
    scaleOut(c, x);
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
