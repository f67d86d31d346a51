import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { generatedPassword, tags } from '../cloudformation/common';
import { dnsName } from '../common';
import { MQ_ENGINE_VERSION, mqDeploymentMode, mqEngine, mqInstanceType } from '../named-services';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const engine = mqEngine(c);
    const { password } = generatedPassword(c, x, 'mqadmin', '"@/\\\',:=');
    x.add(x.id(c), {
      Type: 'AWS::AmazonMQ::Broker',
      Properties: {
        BrokerName: dnsName(c, 50),
        EngineType: engine.toUpperCase(),
        EngineVersion: c.attrs.version ?? MQ_ENGINE_VERSION[engine],
        HostInstanceType: mqInstanceType(c),
        DeploymentMode: mqDeploymentMode(c),
        PubliclyAccessible: c.attrs.flags.has('public'),
        AutoMinorVersionUpgrade: true,
        Logs: engine === 'ActiveMQ' ? { General: true, Audit: true } : { General: true },
        Users: [{ Username: 'mqadmin', Password: password }],
        Tags: tags(c),
      },
    });
  },
};
