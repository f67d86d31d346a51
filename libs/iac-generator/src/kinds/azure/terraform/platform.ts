/** Messaging, monitoring, identity, edge and configuration services as hashicorp/azurerm resources. */
import { type TerraformWriter } from '../../../render/terraform/context';
import { NOTIFY_TERRAFORM } from './notify';

export const PLATFORM_TERRAFORM: Record<string, TerraformWriter> = {
  ...NOTIFY_TERRAFORM,
};
