import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { arnOf, subnetRefs } from '../cloudformation/common';
import { decide } from './decide';
import { EVENTS_SERVICE, deliveryOf } from './delivers';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c, x.plan);
    const target = c.ref.target as Component | undefined;
    const role = c.ref.role as Component | undefined;
    // A task runs on its cluster: the target is the cluster, told which task definition to run where.
    const task = target?.kind === 'aws.ecs_task_definition';
    const cluster = c.ref.cluster as Component | undefined;
    x.add(x.id(c), {
      Type: 'AWS::Events::Rule',
      Properties: {
        Description: d.pattern ? `Events for ${givenName(c)}` : `Schedule for ${givenName(c)}`,
        EventPattern: d.pattern,
        ScheduleExpression: d.schedule,
        State: 'ENABLED',
        Targets: target
          ? [
              {
                Id: 'target',
                Arn: task && cluster ? x.att(cluster, 'Arn') : arnOf(target, x),
                RoleArn: role ? x.att(role, 'Arn') : undefined,
                EcsParameters: task
                  ? {
                      TaskDefinitionArn: x.ref(target),
                      LaunchType: 'FARGATE',
                      TaskCount: 1,
                      NetworkConfiguration: {
                        AwsVpcConfiguration: { Subnets: subnetRefs(c, x), AssignPublicIp: 'DISABLED' },
                      },
                    }
                  : undefined,
              },
            ]
          : undefined,
      },
    });
    const delivery = deliveryOf(c);
    if (!delivery) return;
    const queue = delivery.target.kind === 'aws.sqs_queue';
    const document = {
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: { Service: EVENTS_SERVICE },
          Action: delivery.action,
          Resource: arnOf(delivery.target, x),
          Condition: { ArnEquals: { 'aws:SourceArn': x.att(c, 'Arn') } },
        },
      ],
    };
    // Only this rule may deliver its events here; without the policy EventBridge delivers nothing.
    x.add(x.id(c, queue ? 'QueuePolicy' : 'TopicPolicy'), {
      Type: queue ? 'AWS::SQS::QueuePolicy' : 'AWS::SNS::TopicPolicy',
      Properties: queue
        ? { Queues: [x.ref(delivery.target)], PolicyDocument: document }
        : { Topics: [x.ref(delivery.target)], PolicyDocument: document },
    });
  },
};
