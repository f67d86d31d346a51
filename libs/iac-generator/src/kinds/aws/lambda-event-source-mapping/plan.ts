import { type Needs } from '../../../plan/needs';
import { eventSourceOf } from '../event-sources';

/**
 * A mapping asked for by its own name joins the plan's first function to what it reads; either
 * missing is added. One planned for a function (event-sources.ts) has both already.
 */
export const needs: Needs = (c, plan) => {
  c.ref.fn ??= plan.ensure('aws.lambda_function', 'the function the records are handed to', { label: 'app' });
  c.ref.source ??=
    eventSourceOf(plan) ?? plan.ensure('aws.sqs_queue', 'the queue that feeds the function', { label: 'jobs' });
};
