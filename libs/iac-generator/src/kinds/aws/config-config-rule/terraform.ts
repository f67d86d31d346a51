import { block, call, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { decide } from './decide';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_config_config_rule',
  write: (c, x) => {
    const d = decide(c);
    const recorder = c.ref.recorder as Component | undefined;
    x.primary(c, {
      name: givenName(c),
      source: block({
        owner: 'AWS',
        source_identifier:
          d.identifier ??
          x.variable(`${c.id}_identifier`, {
            type: 'string',
            description: `Identifier of the AWS managed rule ${givenName(c)} runs (e.g. S3_BUCKET_VERSIONING_ENABLED)`,
          }),
      }),
      input_parameters: d.parameters ? call('jsonencode', d.parameters) : undefined,
      // A rule is put only once the region's recorder records.
      depends_on: recorder ? [expr(`aws_config_configuration_recorder_status.${recorder.id}`)] : undefined,
    });
  },
};
