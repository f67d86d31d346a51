import { type TerraformWriter } from '../../../render/terraform/context';
import { SQL_TERRAFORM } from '../terraform/sql';

export const terraform: TerraformWriter = SQL_TERRAFORM;
