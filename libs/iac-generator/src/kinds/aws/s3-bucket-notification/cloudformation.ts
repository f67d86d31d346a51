import { type Component } from '../../../model/types';
import { type CfnContext, type CloudFormationWriter } from '../../../render/cloudformation/context';

/**
 * S3 events in CloudFormation are the bucket's NotificationConfiguration, delivered to the topic,
 * else the queue, else the function of the request (as the Terraform writer chooses). S3 checks the
 * destination when the bucket is created, so the bucket waits for what lets S3 deliver: the
 * function's invoke permission, or a topic or queue policy written here. Those name the account, not
 * the bucket, since a policy naming the bucket it must exist before would be a cycle.
 */
export const cloudformation: CloudFormationWriter = {
  late: true,
  write: (c, x) => {
    const bucket = c.ref.bucket as Component | undefined;
    const resource = bucket && x.resources.get(x.id(bucket));
    if (!bucket || resource?.Type !== 'AWS::S3::Bucket' || !resource.Properties) return;
    const topic = x.plan.first('aws.sns_topic');
    const queue = x.plan.first('aws.sqs_queue');
    const fn = x.plan.first('aws.lambda_function');
    const Event = 's3:ObjectCreated:*';
    // The objects the request said the events are about (their key's prefix and suffix).
    const rules = [
      ...(c.attrs.keyPrefix ? [{ Name: 'prefix', Value: c.attrs.keyPrefix }] : []),
      ...(c.attrs.keySuffix ? [{ Name: 'suffix', Value: c.attrs.keySuffix }] : []),
    ];
    const Filter = rules.length ? { S3Key: { Rules: rules } } : undefined;
    let waitsFor: string | undefined;
    if (topic) {
      resource.Properties.NotificationConfiguration = { TopicConfigurations: [{ Event, Topic: x.ref(topic), Filter }] };
      waitsFor = allowS3(x, c, topic, 'AWS::SNS::TopicPolicy', 'SNS:Publish');
    } else if (queue) {
      resource.Properties.NotificationConfiguration = {
        QueueConfigurations: [{ Event, Queue: x.att(queue, 'Arn'), Filter }],
      };
      waitsFor = allowS3(x, c, queue, 'AWS::SQS::QueuePolicy', 'sqs:SendMessage');
    } else if (fn) {
      resource.Properties.NotificationConfiguration = {
        LambdaConfigurations: [{ Event, Function: x.att(fn, 'Arn'), Filter }],
      };
      const permission = x.plan.all('aws.lambda_permission').find((p) => p.config.principal === 's3.amazonaws.com');
      waitsFor = permission && x.resources.has(x.id(permission)) ? x.id(permission) : undefined;
      byNameInPolicies(x, x.id(bucket), resource.Properties as Record<string, unknown>);
    } else return;
    if (waitsFor) resource.DependsOn = [...new Set([...(resource.DependsOn ?? []), waitsFor])];
    x.note(`${x.id(bucket)} (AWS::S3::Bucket NotificationConfiguration)`);
  },
};

/** The policy letting S3, on behalf of this account, deliver to the topic or queue; its logical id. */
function allowS3(x: CfnContext, c: Component, to: Component, type: string, action: string): string {
  const target = type === 'AWS::SNS::TopicPolicy' ? x.ref(to) : x.att(to, 'Arn');
  const statement = {
    Effect: 'Allow',
    Principal: { Service: 's3.amazonaws.com' },
    Action: action,
    Resource: target,
    Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
  };
  const id = x.id(c, 'S3Policy');
  x.add(id, {
    Type: type,
    Properties:
      type === 'AWS::SNS::TopicPolicy'
        ? { Topics: [x.ref(to)], PolicyDocument: { Version: '2012-10-17', Statement: [statement] } }
        : { Queues: [x.ref(to)], PolicyDocument: { Version: '2012-10-17', Statement: [statement] } },
  });
  return id;
}

/**
 * The function's role may name the bucket it reads (GetAtt Arn), while the bucket names the function
 * it notifies and waits for its permission: a circle CloudFormation refuses. Policies name the bucket
 * by its ARN made from its name instead, and a bucket with no given name gets one of the account and
 * region (lower case, as bucket names must be), so that ARN is known before the bucket exists.
 */
function byNameInPolicies(x: CfnContext, id: string, bucket: Record<string, unknown>): void {
  bucket.BucketName ??= { 'Fn::Sub': `\${AWS::AccountId}-\${AWS::Region}-${id.toLowerCase().slice(0, 30)}` };
  const name = bucket.BucketName as string | { 'Fn::Sub': string };
  const plain = typeof name === 'string' ? name : name['Fn::Sub'];
  const arn = `arn:\${AWS::Partition}:s3:::${plain}`;
  const walk = (u: unknown): unknown => {
    if (Array.isArray(u)) return u.map(walk);
    if (!u || typeof u !== 'object') return u;
    const o = u as Record<string, unknown>;
    const getAtt = o['Fn::GetAtt'];
    if (Array.isArray(getAtt) && getAtt[0] === id && getAtt[1] === 'Arn') return { 'Fn::Sub': arn };
    if (typeof o['Fn::Sub'] === 'string') return { 'Fn::Sub': o['Fn::Sub'].split(`\${${id}.Arn}`).join(arn) };
    return Object.fromEntries(Object.entries(o).map(([k, w]) => [k, walk(w)]));
  };
  for (const r of x.resources.values())
    if (r.Type.startsWith('AWS::IAM::') && r.Properties) r.Properties = walk(r.Properties) as typeof r.Properties;
}
