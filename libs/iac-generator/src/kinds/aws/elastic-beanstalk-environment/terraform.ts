import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_elastic_beanstalk_environment',
  write: (c, x) => {
    const version = x.plan.first('aws.elastic_beanstalk_application_version');
    const db = x.plan.first('aws.db_instance');
    const settings = [
      block({
        namespace: 'aws:autoscaling:launchconfiguration',
        name: 'IamInstanceProfile',
        value: x.ref(c.ref.profile as Component, 'name'),
      }),
      block({ namespace: 'aws:autoscaling:launchconfiguration', name: 'DisableIMDSv1', value: 'true' }),
      block({ namespace: 'aws:elasticbeanstalk:environment', name: 'EnvironmentType', value: 'LoadBalanced' }),
      block({ namespace: 'aws:elasticbeanstalk:healthreporting:system', name: 'SystemType', value: 'enhanced' }),
    ];
    if (db)
      settings.push(
        block({
          namespace: 'aws:elasticbeanstalk:application:environment',
          name: 'DB_HOST',
          value: x.ref(db, 'address'),
        }),
      );
    x.primary(c, {
      name: dnsName(c, 40),
      application: x.ref(c.ref.app as Component, 'name'),
      solution_stack_name: x.variable('solution_stack_name', {
        type: 'string',
        description: 'Elastic Beanstalk platform (aws elasticbeanstalk list-available-solution-stacks)',
        default: '64bit Amazon Linux 2023 v4.3.0 running Python 3.11',
      }),
      version_label: version ? x.ref(version, 'name') : undefined,
      setting: settings,
    });
    x.output(`${c.id}_url`, x.ref(c, 'cname'), `URL of environment ${givenName(c)}`);
  },
};
