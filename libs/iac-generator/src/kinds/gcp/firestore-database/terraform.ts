import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, project, region } from '../terraform/common';
import { statedLocation } from '../terraform/data';

export const terraform: TerraformWriter = {
  resourceType: 'google_firestore_database',
  write: (c, x) =>
    void x.primary(c, {
      project: project(x),
      // A named database is one of the project's named databases; unnamed, the project's default one.
      name: c.name ? gName(c) : '(default)',
      location_id: statedLocation(c) ?? region(x),
      type: 'FIRESTORE_NATIVE',
      point_in_time_recovery_enablement: 'POINT_IN_TIME_RECOVERY_ENABLED',
      delete_protection_state: 'DELETE_PROTECTION_ENABLED',
      deletion_policy: 'ABANDON',
    }),
};
