import { type Component } from '../../../model/types';
import { type Needs } from '../../../plan/needs';
import { roleFor } from '../common';
import { arnsAmong } from '../grants';
import { ownPhrases } from '../ssm-maintenance-window/said';
import { identifiersIn } from '../config-config-rule/identifiers';

// "record daily", "daily recording", "periodic recording": Config's daily recording frequency.
const DAILY =
  /\b(?:record(?:s|ing)?\s+(?:\w+\s+){0,2}?(?:daily|once\s+a\s+day|every\s+day|periodically)|(?:daily|periodic)\s+recording)\b/i;
// "snapshots every 6 hours", "deliver a snapshot daily": how often a configuration snapshot is delivered.
const SNAPSHOT =
  /\bsnapshots?\s+(?:\w+\s+){0,3}?(?:every\s+(1|3|6|12|24|one|three|six|twelve|twenty[- ]four)\s+hours?|(daily|hourly|every\s+day|every\s+hour))\b/i;
const FREQUENCY: Record<string, string> = {
  '1': 'One_Hour',
  one: 'One_Hour',
  hourly: 'One_Hour',
  'every hour': 'One_Hour',
  '3': 'Three_Hours',
  three: 'Three_Hours',
  '6': 'Six_Hours',
  six: 'Six_Hours',
  '12': 'Twelve_Hours',
  twelve: 'Twelve_Hours',
  '24': 'TwentyFour_Hours',
  'twenty four': 'TwentyFour_Hours',
  'twenty-four': 'TwentyFour_Hours',
  daily: 'TwentyFour_Hours',
  'every day': 'TwentyFour_Hours',
};
// "all resources", "every supported resource type", "including global resources (IAM)".
const ALL =
  /\b(?:record(?:s|ing)?\s+)?(?:all|every)\s+(?:supported\s+)?resource(?:s|\s+types?)\b|\bincluding\s+global\s+(?:resources|resource\s+types|iam)\b/i;
// Its delivery channel said in words of its own ("with a delivery channel to ..."), which it writes.
const CHANNEL = /\b(?:an?\s+|its\s+|the\s+)?delivery\s+channel\b/i;
// The word introducing the managed rules named with it ("and the managed rules ...").
const RULES_WORD = /\b(?:the\s+)?(?:aws\s+)?(?:managed\s+|config\s+)*rules?\b/i;

/**
 * The recorder delivers to the request's bucket (an existing one by its name) or to a new one, and
 * notifies the request's SNS topic; it records through a role trusted by config.amazonaws.com with
 * the AWS managed policy AWS_ConfigRole, allowed to write to that bucket. The managed rules named in
 * its words ("with the managed rules encrypted-volumes and root-account-mfa-enabled") are rules of
 * their own, recorded by it.
 */
export const needs: Needs = (c, plan) => {
  if (c.config.read) return;
  c.config.read = true;
  c.ref.bucket =
    plan.first('aws.s3_bucket') ??
    plan.add('aws.s3_bucket', { implicit: 'receives the AWS Config snapshots and history', label: `${c.id}_delivery` });
  c.ref.topic = plan.first('aws.sns_topic');
  const bucket = c.ref.bucket as Component;
  roleFor(c, plan, 'config.amazonaws.com', {
    policies: ['arn:aws:iam::aws:policy/service-role/AWS_ConfigRole'],
    statements: [
      { Effect: 'Allow', Action: ['s3:PutObject', 's3:PutObjectAcl'], Resource: arnsAmong([bucket], '/AWSLogs/*') },
      { Effect: 'Allow', Action: ['s3:GetBucketAcl'], Resource: arnsAmong([bucket]) },
      ...(c.ref.topic
        ? [{ Effect: 'Allow', Action: ['sns:Publish'], Resource: arnsAmong([c.ref.topic as Component]) }]
        : []),
    ],
    why: 'lets AWS Config read resource configurations and deliver them to the bucket',
  });
  const ruleIn = (i: number) => {
    // Managed rules named with the recorder, when the request asks for no rule in words of its own:
    // one here, whose own planning reads every rule the phrase names, and their parameters.
    if (plan.has('aws.config_config_rule')) return;
    const text = plan.phrases[i];
    const named = identifiersIn(text);
    if (!named.length) return;
    const word = RULES_WORD.exec(text);
    if (word) plan.wired(i, word[0]);
    plan.add('aws.config_config_rule', { phrase: i, label: named[0].name });
  };
  const own = ownPhrases(c, plan);
  for (let i = own[0] ?? plan.phrases.length; i < plan.phrases.length; i++) {
    const text = plan.phrases[i];
    // Managed rules named anywhere after it ("..., with the managed rules a and b"); its settings only in its own phrases.
    if (!own.includes(i)) {
      ruleIn(i);
      continue;
    }
    const daily = DAILY.exec(text);
    if (daily) {
      c.config.daily = true;
      plan.wired(i, daily[0]);
    }
    const snapshot = SNAPSHOT.exec(text);
    if (snapshot) {
      c.config.snapshotFrequency = FREQUENCY[(snapshot[1] ?? snapshot[2]).toLowerCase()];
      plan.wired(i, snapshot[0]);
    }
    for (const re of [ALL, CHANNEL]) {
      const m = re.exec(text);
      if (m) plan.wired(i, m[0]);
    }
    ruleIn(i);
  }
};
