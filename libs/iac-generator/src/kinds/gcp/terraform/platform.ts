/** Identity, keys and secrets, registries, scheduling, logging and monitoring as hashicorp/google resources. */
import { type TerraformWriter } from '../../../render/terraform/context';

export const PLATFORM_TERRAFORM: Record<string, TerraformWriter> = {};
