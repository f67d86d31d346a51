import { type Attrs, type Component } from '../../../model/types';
import { atTimeOfDay } from '../../time-of-day';

/** An EventBridge event pattern: the stated one (Attrs.eventPattern) or one of the defaults below. */
type EventPattern = { source: string[]; 'detail-type'?: string[]; detail?: Record<string, string[]> };

/** Image creation, as CloudTrail reports it to EventBridge. */
const IMAGE_CREATED: EventPattern = {
  source: ['aws.ec2'],
  'detail-type': ['AWS API Call via CloudTrail'],
  detail: { eventName: ['CreateImage'] },
};

/** What the request's settings decide for an EventBridge rule, once for every format. */
export function decide(c: Component, plan: { global: Attrs; has(kind: string): boolean }) {
  // The rule's own schedule, else the request's; a rule with a schedule matches no events.
  const stated = c.attrs.schedule ?? plan.global.schedule;
  const schedule = stated && atTimeOfDay(stated, c.attrs.timeOfDay ?? plan.global.timeOfDay);
  if (schedule) return { schedule, pattern: undefined };
  // Without one it reacts to events: those stated, else image creation when the request is about
  // images or has a function to run on them, else every EC2 event (a pattern the deployer narrows).
  const images = /image|ami/i.test(String(c.config.event ?? '')) || plan.has('aws.lambda_function');
  const pattern: EventPattern = c.attrs.eventPattern ?? (images ? IMAGE_CREATED : { source: ['aws.ec2'] });
  return { schedule: undefined, pattern };
}
