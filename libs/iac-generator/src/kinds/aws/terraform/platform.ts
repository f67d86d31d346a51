/** Containers, Kubernetes, logs and alarms, backup, audit and CI as hashicorp/aws resources. */
import { type TerraformWriter } from '../../../render/terraform/context';

export const PLATFORM_TERRAFORM: Record<string, TerraformWriter> = {};
