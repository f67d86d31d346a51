import { type Needs } from '../../../plan/needs';
import { planTargetAccess } from './runs';

export const needs: Needs = (c, plan) => {
  // The rule targets what the request has to run; with nothing to run, it has no target (none is
  // invented). A task definition is run by the rule only when no service keeps it running.
  // A workflow comes before functions: the request's functions are its steps, which it runs.
  c.ref.target ??=
    plan.first('aws.sfn_state_machine') ??
    plan.first('aws.lambda_function') ??
    (plan.has('aws.ecs_service') ? undefined : plan.first('aws.ecs_task_definition')) ??
    plan.first('aws.sqs_queue') ??
    plan.first('aws.sns_topic');
  planTargetAccess(c, plan);
};
