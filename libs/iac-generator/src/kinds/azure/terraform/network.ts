/**
 * Virtual networks, subnets, NSGs, public IPs, NAT, load balancing and private endpoints as hashicorp/azurerm
 * resources.
 */
import { type TerraformWriter } from '../../../render/terraform/context';

export const NETWORK_TERRAFORM: Record<string, TerraformWriter> = {};
