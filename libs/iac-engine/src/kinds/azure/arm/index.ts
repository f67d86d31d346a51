import { type ArmWriter } from '../../../render/azure/arm-context';
import { writerTable } from '../../../render/writer';
import { NETWORK_ARM } from './network';
import { COMPUTE_ARM } from './compute';
import { DATA_ARM } from './data';
import { PLATFORM_ARM } from './platform';
import { CATALOGUE_ARM } from './catalogue';

/** ARM writers by Azure kind, shared by the ARM and Bicep targets; a kind missing here is reported as not covered. */
export const AZURE_ARM_WRITERS = writerTable<ArmWriter>(
  NETWORK_ARM,
  COMPUTE_ARM,
  DATA_ARM,
  PLATFORM_ARM,
  CATALOGUE_ARM,
);
