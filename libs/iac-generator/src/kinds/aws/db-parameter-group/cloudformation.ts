import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const engine = String(c.config.engine ?? 'postgres');
    const v = c.config.version as string | undefined;
    const familyName = engine.includes('mysql')
      ? 'mysql8.0'
      : engine === 'mariadb'
        ? 'mariadb10.11'
        : `postgres${v?.split('.')[0] ?? '16'}`;
    const tls =
      engine.includes('mysql') || engine === 'mariadb' ? { require_secure_transport: '1' } : { 'rds.force_ssl': '1' };
    x.add(x.id(c), {
      Type: 'AWS::RDS::DBParameterGroup',
      Properties: {
        Description: `TLS-only parameters for ${givenName(c)}`,
        Family: familyName,
        Parameters: tls,
        Tags: tags(c),
      },
    });
  },
};
