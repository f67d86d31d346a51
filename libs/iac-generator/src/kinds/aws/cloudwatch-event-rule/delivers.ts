/**
 * Targets that take a resource policy rather than a role (a queue, a topic): EventBridge delivers
 * to them only when their policy lets events.amazonaws.com send, on behalf of this rule alone.
 * Without it the rule matches and nothing arrives, so the policy is part of the connection.
 */
import { type Component } from '../../../model/types';

const SENDS: Record<string, string> = { 'aws.sqs_queue': 'sqs:SendMessage', 'aws.sns_topic': 'SNS:Publish' };

/** What the rule's target must let EventBridge do, or undefined when the target needs no policy of its own. */
export function deliveryOf(rule: Component): { target: Component; action: string } | undefined {
  const target = rule.ref.target as Component | undefined;
  const action = target && SENDS[target.kind];
  return target && action ? { target, action } : undefined;
}

export const EVENTS_SERVICE = 'events.amazonaws.com';
