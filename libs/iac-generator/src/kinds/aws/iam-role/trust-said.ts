/**
 * Who may assume a role, said in the request's words ("an IAM role for the Glue crawler", "a role
 * that Step Functions assumes", "a CodeBuild service role"): the role trusts that service's
 * principal, never EC2 by default. Kept apart from the principal a workload of the request gives the
 * role when it takes it (`config.service`): a role said for Glue is still the one a Glue kind takes.
 */
import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';

/** AWS services that assume roles, by the words a request calls them, with their principal. */
const SERVICES: [RegExp, string][] = [
  [/glue(?:\s+(?:crawlers?|jobs?|etl))?/, 'glue.amazonaws.com'],
  [/lambda(?:\s+functions?)?|(?:the\s+)?functions?/, 'lambda.amazonaws.com'],
  [/ecs\s+tasks?|fargate\s+tasks?|(?:the\s+)?tasks?/, 'ecs-tasks.amazonaws.com'],
  [/step\s+functions?|state\s+machines?|sfn/, 'states.amazonaws.com'],
  [/codebuild(?:\s+projects?)?/, 'codebuild.amazonaws.com'],
  [/codepipeline|pipelines?/, 'codepipeline.amazonaws.com'],
  [/eventbridge\s+scheduler|(?:the\s+)?schedules?/, 'scheduler.amazonaws.com'],
  [/eventbridge(?:\s+rules?)?|cloudwatch\s+events/, 'events.amazonaws.com'],
  [/(?:aws\s+)?transfer(?:\s+family)?(?:\s+servers?)?|sftp\s+servers?/, 'transfer.amazonaws.com'],
  [/aws\s+backup|backup\s+plans?/, 'backup.amazonaws.com'],
  [/(?:kinesis\s+)?(?:data\s+)?firehose(?:\s+(?:delivery\s+)?streams?)?/, 'firehose.amazonaws.com'],
  [/datasync(?:\s+tasks?)?/, 'datasync.amazonaws.com'],
  [/sagemaker(?:\s+\w+)?/, 'sagemaker.amazonaws.com'],
  [/api\s+gateway/, 'apigateway.amazonaws.com'],
  [/ec2(?:\s+instances?)?|(?:the\s+)?instances?|(?:the\s+)?vms?/, 'ec2.amazonaws.com'],
  [/redshift(?:\s+clusters?)?/, 'redshift.amazonaws.com'],
  [/dms(?:\s+tasks?)?/, 'dms.amazonaws.com'],
  [/aws\s+batch|batch\s+jobs?/, 'batch.amazonaws.com'],
  [/emr(?:\s+clusters?)?/, 'elasticmapreduce.amazonaws.com'],
  [/appsync/, 'appsync.amazonaws.com'],
  [/eventbridge\s+pipes?|(?:the\s+)?pipes?/, 'pipes.amazonaws.com'],
  [/bedrock(?:\s+agents?)?/, 'bedrock.amazonaws.com'],
];

const DET = String.raw`(?:the\s+|our\s+|its\s+|a\s+|an\s+|each\s+|every\s+)?`;
const ANY = SERVICES.map(([re]) => `(?:${re.source})`).join('|');
// "a role for the Glue crawler", "assumed by Step Functions", "trusting CodeBuild", "that lets Lambda ...".
const BEFORE = new RegExp(
  String.raw`\b(?:for|by|trust(?:s|ing|ed\s+by)?|lets?|allows?|that|which)\s+${DET}(${ANY})\b`,
  'gi',
);
// "a Glue service role", "the Lambda execution role", "which SageMaker assumes", "Step Functions can assume".
const AFTER = new RegExp(
  String.raw`\b(${ANY})\s+(?:(?:service|execution|task|crawler|job)\s+)?(?:iam\s+)?role\b|\b(${ANY})\s+(?:can\s+|will\s+|may\s+|should\s+|is\s+to\s+|to\s+)?assumes?\b`,
  'gi',
);

/** The principal of the service the role's own phrase says assumes it, if it says one. */
export function trustSaid(c: Component, plan: Planner): void {
  if (c.implicit || c.config.saidService || c.attrs.podRole) return;
  const phrase = plan.phrases[c.phrase ?? -1];
  if (!phrase) return;
  const said = [...phrase.matchAll(BEFORE), ...phrase.matchAll(AFTER)].sort((a, b) => a.index - b.index)[0];
  const words = said && (said[1] ?? said[2]);
  const service = words && SERVICES.find(([re]) => new RegExp(`^(?:${re.source})$`, 'i').test(words))?.[1];
  if (!service) return;
  c.config.saidService = service;
  plan.wired(c.phrase ?? 0, said[0]);
}

/** The principal a role trusts: the workload's that took it, else the one said, else EC2's. */
export const trustedService = (c: Component): string =>
  String(c.config.service ?? c.config.saidService ?? 'ec2.amazonaws.com');
