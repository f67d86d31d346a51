import { type TerraformWriter } from '../../../render/terraform/context';
import { COSMOS_TERRAFORM } from '../terraform/cosmos';

export const terraform: TerraformWriter = COSMOS_TERRAFORM;
