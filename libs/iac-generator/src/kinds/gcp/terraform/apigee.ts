/**
 * Apigee as hashicorp/google resources. The organization uses Private Service Connect rather than
 * VPC peering, so it needs no network of its own; environments are attached to every instance.
 */
import { type TerraformWriter } from '../../../render/terraform/context';

export const APIGEE_TERRAFORM: Record<string, TerraformWriter> = {};
