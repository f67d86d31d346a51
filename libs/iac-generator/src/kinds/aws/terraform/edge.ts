/** Load balancing, DNS, CDN, certificates, sign-in and WAF as hashicorp/aws resources. */
import { type TerraformWriter } from '../../../render/terraform/context';

export const EDGE_TERRAFORM: Record<string, TerraformWriter> = {};
