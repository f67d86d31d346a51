import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { MQ_ENGINE_VERSION, mqDeploymentMode, mqEngine, mqInstanceType } from '../named-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_mq_broker',
  write: (c, x) => {
    const engine = mqEngine(c);
    x.resource(
      'random_password',
      `${c.id}_mq`,
      { length: 24, special: true, override_special: '!#%*()-_+[]{}<>?' },
      'The broker admin password: generated at apply time, without the commas, colons and equals signs Amazon MQ refuses.',
    );
    x.primary(c, {
      broker_name: dnsName(c, 50),
      engine_type: engine,
      engine_version: c.attrs.version ?? MQ_ENGINE_VERSION[engine],
      host_instance_type: mqInstanceType(c),
      deployment_mode: mqDeploymentMode(c),
      publicly_accessible: c.attrs.flags.has('public'),
      auto_minor_version_upgrade: true,
      logs: block(engine === 'ActiveMQ' ? { general: true, audit: true } : { general: true }),
      user: block({ username: 'mqadmin', password: expr(`random_password.${c.id}_mq.result`) }),
    });
    x.output(`${c.id}_mq_password`, expr(`random_password.${c.id}_mq.result`), 'Admin password of the broker', true);
  },
};
