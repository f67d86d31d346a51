import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

const ref = (c: Component, key: string) => c.ref[key] as Component;

export const terraform: TerraformWriter = {
  resourceType: 'aws_kinesisanalyticsv2_application',
  write: (c, x) => {
    const sql = /sql/.test(String(c.config.flavor ?? ''));
    x.primary(c, {
      name: givenName(c),
      runtime_environment: sql ? 'SQL-1_0' : 'FLINK-1_18',
      service_execution_role: x.ref(ref(c, 'role'), 'arn'),
      application_configuration: sql
        ? undefined
        : block({
            application_code_configuration: block({
              code_content_type: 'ZIPFILE',
              code_content: block({
                s3_content_location: block({ bucket_arn: x.ref(ref(c, 'bucket'), 'arn'), file_key: 'flink-app.jar' }),
              }),
            }),
          }),
    });
  },
};
