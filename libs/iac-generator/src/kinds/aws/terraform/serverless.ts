/**
 * Functions and the services that call them as hashicorp/aws resources: API Gateway, queues, topics, schedules, Step
 * Functions.
 */
import { type TerraformWriter } from '../../../render/terraform/context';

export const SERVERLESS_TERRAFORM: Record<string, TerraformWriter> = {};
