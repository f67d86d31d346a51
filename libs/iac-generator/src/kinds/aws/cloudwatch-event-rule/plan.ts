import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  // The rule targets what the request has to run; with nothing to run, it has no target (none is invented).
  c.ref.target ??=
    plan.first('aws.lambda_function') ??
    plan.first('aws.sfn_state_machine') ??
    plan.first('aws.sqs_queue') ??
    plan.first('aws.sns_topic');
};
