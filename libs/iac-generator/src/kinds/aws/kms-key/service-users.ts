import { type Component } from '../../../model/types';

/** One AWS service that uses the key on the account's behalf, and what it may do with it. */
interface KeyUser {
  sid: string;
  service: string;
  actions: string[];
}

// What a service needs of a key to write into what the key encrypts (AWS's guides for each): a
// publisher to an encrypted topic makes and reads data keys; CloudTrail makes data keys for the log
// files and describes the key when the trail is created (which fails without it).
const PUBLISH = ['kms:GenerateDataKey*', 'kms:Decrypt'];
const TRAIL = ['kms:GenerateDataKey*', 'kms:DescribeKey'];

/**
 * AWS services that use a customer-managed key on the account's behalf in this request, and so must
 * be named in its key policy (a policy naming only the account lets no service in): S3 publishing
 * its events, CloudWatch alarms and EventBridge rules notifying, into a topic encrypted with the
 * key; CloudTrail writing a trail encrypted with it. Without the statement the events and alarms
 * are dropped and the trail is refused.
 */
export function serviceUsers(key: Component, plan: { all(kind: string): Component[] }): KeyUser[] {
  const topics = plan.all('aws.sns_topic').filter((t) => t.ref.kms === key);
  const users: KeyUser[] = [];
  if (topics.some((t) => t.config.publisher === 's3'))
    users.push({ sid: 'S3PublishesEventsToEncryptedTopics', service: 's3.amazonaws.com', actions: PUBLISH });
  // The alarm writers notify the plan's first topic.
  if (topics.length && topics[0] === plan.all('aws.sns_topic')[0] && plan.all('aws.cloudwatch_metric_alarm').length)
    users.push({ sid: 'AlarmsNotifyEncryptedTopics', service: 'cloudwatch.amazonaws.com', actions: PUBLISH });
  if (plan.all('aws.cloudwatch_event_rule').some((r) => topics.includes(r.ref.target as Component)))
    users.push({ sid: 'RulesPublishToEncryptedTopics', service: 'events.amazonaws.com', actions: PUBLISH });
  if (plan.all('aws.cloudtrail').some((t) => t.ref.kms === key))
    users.push({ sid: 'CloudTrailEncryptsLogs', service: 'cloudtrail.amazonaws.com', actions: TRAIL });
  return users;
}
