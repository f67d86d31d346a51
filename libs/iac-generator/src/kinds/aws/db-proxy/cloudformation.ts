import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { roleArn, sgRefs, subnetRefs } from '../cloudformation/common';
import { safe } from '../cloudformation/less-common-services';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const secret = c.ref.secret as Component | undefined;
    const target = c.ref.target as Component | undefined;
    const engine = String(target?.config.engine ?? 'postgres');
    x.add(x.id(c), {
      Type: 'AWS::RDS::DBProxy',
      Properties: {
        DBProxyName: safe(c, 60).toLowerCase(),
        EngineFamily: engine.includes('mysql') || engine === 'mariadb' ? 'MYSQL' : 'POSTGRESQL',
        RoleArn: roleArn(c, x),
        RequireTLS: true,
        VpcSubnetIds: subnetRefs(c, x),
        VpcSecurityGroupIds: sgRefs(c, x),
        Auth: secret ? [{ AuthScheme: 'SECRETS', IAMAuth: 'REQUIRED', SecretArn: x.ref(secret) }] : [],
      },
    });
    if (target)
      x.add(x.id(c, 'Target'), {
        Type: 'AWS::RDS::DBProxyTargetGroup',
        Properties: { DBProxyName: x.ref(c), TargetGroupName: 'default', DBInstanceIdentifiers: [x.ref(target)] },
      });
  },
};
