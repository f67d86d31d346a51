import { type ArmWriter } from '../../../render/azure/arm-context';
import { writerTable } from '../../../render/writer';
import { NETWORK_ARM } from './network';
import { DNS_ARM } from './dns';
import { COMPUTE_ARM } from './compute';
import { DATA_ARM } from './data';
import { PLATFORM_ARM } from './platform';
import { CATALOGUE_ARM } from './catalogue';
import { FRONT_DOOR_ARM } from './front-door';
import { STATIC_WEB_APP_ARM } from './static-web-app';
import { ROLE_ASSIGNMENT_ARM } from './role-assignment';
import { FOLDER_ARM } from './kinds.generated';

/** ARM writers by Azure kind, shared by the ARM and Bicep targets; a kind missing here is reported as not covered. */
export const AZURE_ARM_WRITERS = writerTable<ArmWriter>(
  NETWORK_ARM,
  DNS_ARM,
  COMPUTE_ARM,
  DATA_ARM,
  PLATFORM_ARM,
  // After the platform writers: these kinds are written here (Front Door with its origins and WAF,
  // role assignments by built-in role).
  FRONT_DOOR_ARM,
  STATIC_WEB_APP_ARM,
  ROLE_ASSIGNMENT_ARM,
  CATALOGUE_ARM,
  FOLDER_ARM,
);
