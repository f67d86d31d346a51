import { type Needs } from '../../../plan/needs';
import { apiOf } from '../serverless';

export const needs: Needs = (c, plan) => {
  c.ref.fn = plan.ensure('aws.lambda_function', 'the function to invoke', { label: 'app' });
  if (!c.config.principal) {
    const source = apiOf(plan)
      ? 'apigateway.amazonaws.com'
      : plan.first('aws.lex_bot')
        ? 'lex.amazonaws.com'
        : 'events.amazonaws.com';
    c.config.principal = source;
    if (source === 'events.amazonaws.com')
      plan.ensure('aws.cloudwatch_event_rule', 'the caller', { label: 'schedule' });
  }
};
