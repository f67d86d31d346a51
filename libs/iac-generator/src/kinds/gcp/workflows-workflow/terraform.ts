import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { inProject, labels, region } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_workflows_workflow',
  write: (c, x) =>
    void x.primary(c, {
      ...inProject(c, x),
      region: region(x),
      service_account: x.ref(c.ref.sa as Component, 'id'),
      deletion_protection: true,
      source_contents: '- done:\n    return: "ok"\n',
      labels: labels(c),
    }),
};
