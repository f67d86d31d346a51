import { type ArmWriter } from '../../../render/azure/arm-context';
import { writerTable } from '../../../render/writer';
import { NETWORK_ARM } from './network';
import { DNS_ARM } from './dns';
import { PLATFORM_ARM } from './platform';
import { FOLDER_ARM } from './kinds.generated';

/** ARM writers by Azure kind, shared by the ARM and Bicep targets; a kind missing here is reported as not covered. */
export const AZURE_ARM_WRITERS = writerTable<ArmWriter>(
  NETWORK_ARM,
  DNS_ARM,
  PLATFORM_ARM,
  // After the platform writers: these kinds are written here (Front Door with its origins and WAF,
  // role assignments by built-in role).
  FOLDER_ARM,
);
