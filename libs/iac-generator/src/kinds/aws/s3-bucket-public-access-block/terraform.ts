import { type TerraformWriter, untypedTerraformWriter } from '../../../render/terraform/context';

// Every bucket is already written with this, so asking for it adds nothing.
export const terraform: TerraformWriter = untypedTerraformWriter('aws_s3_bucket_public_access_block', () => undefined);
