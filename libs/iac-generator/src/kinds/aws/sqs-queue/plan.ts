import { type Needs } from '../../../plan/needs';

/**
 * "a queue thumbnail-jobs ... and a dead-letter queue that receives a message after 4 failed
 * receives": a queue asked for as a dead-letter queue beside another is the first queue's, written as
 * its redrive target with the receives stated for it, not a third queue beside the one the first
 * would make for itself.
 */
export const needs: Needs = (c, plan) => {
  const first = plan.first('aws.sqs_queue');
  if (!first || c === first || c.implicit || !c.attrs.flags.has('dlq') || first.ref.deadLetter) return;
  first.ref.deadLetter = c;
  c.config.deadLetterOf = first;
};
