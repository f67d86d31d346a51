import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { apiOf } from '../serverless';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const principal = String(c.config.principal ?? 'events.amazonaws.com');
    const api = apiOf(x.plan);
    const rule = x.plan.first('aws.cloudwatch_event_rule');
    const topic = x.plan.first('aws.sns_topic');
    const source =
      principal.startsWith('sns') && topic
        ? x.ref(topic)
        : principal.startsWith('apigateway') && api
          ? {
              'Fn::Sub': `arn:\${AWS::Partition}:execute-api:\${AWS::Region}:\${AWS::AccountId}:\${${x.id(api)}}/*/*`,
            }
          : principal.startsWith('events') && rule
            ? x.att(rule, 'Arn')
            : undefined;
    x.add(x.id(c), {
      Type: 'AWS::Lambda::Permission',
      Properties: {
        Action: 'lambda:InvokeFunction',
        FunctionName: x.ref(c.ref.fn as Component),
        Principal: principal,
        SourceArn: source,
        SourceAccount: { Ref: 'AWS::AccountId' },
      },
    });
  },
};
