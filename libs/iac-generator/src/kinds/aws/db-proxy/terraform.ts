import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { subnetIds } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_db_proxy',
  write: (c, x) => {
    const target = c.ref.target as Component;
    const engine = String(target.config.engine ?? 'postgres');
    x.primary(c, {
      name: dnsName(c),
      engine_family:
        engine.includes('mysql') || engine === 'mariadb'
          ? 'MYSQL'
          : engine.startsWith('sqlserver')
            ? 'SQLSERVER'
            : 'POSTGRESQL',
      idle_client_timeout: 1800,
      require_tls: true,
      debug_logging: false,
      role_arn: x.ref(c.ref.role as Component, 'arn'),
      vpc_security_group_ids: [x.ref(c.ref.securityGroup as Component)],
      vpc_subnet_ids: subnetIds(x, c),
      auth: block({
        auth_scheme: 'SECRETS',
        iam_auth: 'REQUIRED',
        secret_arn: x.ref(c.ref.secret as Component, 'arn'),
      }),
    });
    x.resource('aws_db_proxy_default_target_group', c.id, {
      db_proxy_name: x.ref(c, 'name'),
      connection_pool_config: block({ max_connections_percent: 90, connection_borrow_timeout: 120 }),
    });
    x.resource('aws_db_proxy_target', c.id, {
      db_proxy_name: x.ref(c, 'name'),
      target_group_name: expr(`aws_db_proxy_default_target_group.${c.id}.name`),
      db_cluster_identifier: target.kind === 'aws.rds_cluster' ? x.ref(target, 'cluster_identifier') : undefined,
      db_instance_identifier: target.kind === 'aws.db_instance' ? x.ref(target, 'identifier') : undefined,
    });
  },
};
