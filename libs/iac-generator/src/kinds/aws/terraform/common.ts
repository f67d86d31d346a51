/** Pieces shared by the AWS Terraform writers: policy documents as `jsonencode` calls, subnet lists, the account id. */
import { type Component } from '../../../model/types';
import { call, expr, type HclValue } from '../../../model/hcl';
import { type TfContext, type TerraformWriter, untypedTerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export function jsonPolicy(statements: Record<string, HclValue>[]): HclValue {
  return call('jsonencode', { Version: '2012-10-17', Statement: statements });
}

export function assumeRole(services: string[]): HclValue {
  return jsonPolicy([
    {
      Effect: 'Allow',
      Action: 'sts:AssumeRole',
      Principal: { Service: services.length === 1 ? services[0] : services },
    },
  ]);
}

export function subnetIds(x: TfContext, c: Component): HclValue {
  const subnets = (c.ref.subnets as Component[] | undefined) ?? [];
  return subnets.map((s) => x.ref(s));
}

export const accountId = (x: TfContext): HclValue => (
  x.data('aws_caller_identity', 'current', {}),
  expr('data.aws_caller_identity.current.account_id')
);

/**
 * The writer of a kind that only configures one resource of another kind (the parent its
 * component keeps as `parentRef`): one resource whose attributes come from the parent's address.
 */
export function configuringWriter(
  parentRef: string,
  resourceType: string,
  body: (parentAddress: string) => Record<string, HclValue>,
): TerraformWriter {
  return untypedTerraformWriter(resourceType, (c, x) => void x.primary(c, body(x.addr(c.ref[parentRef] as Component))));
}

/** The writer of a database's subnet group (see `subnetGroupKind`): the subnets the database was placed in. */
export function subnetGroupWriter(resourceType: string): TerraformWriter {
  return untypedTerraformWriter(
    resourceType,
    (c, x) => void x.primary(c, { name: dnsName(c), subnet_ids: subnetIds(x, c) }),
  );
}
