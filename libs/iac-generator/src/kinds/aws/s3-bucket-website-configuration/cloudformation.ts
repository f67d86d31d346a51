import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { folded } from '../cloudformation/storage';

export const cloudformation: CloudFormationWriter = { write: folded('WebsiteConfiguration') };
