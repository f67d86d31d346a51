import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { bucket } from '../cloudformation/storage';

export const cloudformation: CloudFormationWriter = { write: bucket };
