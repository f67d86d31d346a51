/**
 * Whether a resource can be reached from the internet, read from its settings: a load balancer
 * that is not internal, a public address, a firewall or security group rule open to any address,
 * a bucket or database anyone may reach, a Kubernetes Service of type LoadBalancer or NodePort.
 * Some resources make another one public (a bucket ACL, a security group rule): `exposureOf`
 * says which setting names the resource made public.
 */
import { type Node, UNKNOWN, type Value, asBool, at, asStrings, listAt } from '../rules/view/node';
import { type Exposure } from './types';
import { typeWords } from './words';

const ANYWHERE = new Set(['0.0.0.0/0', '::/0', '*', 'internet', 'any']);
const anywhere = (v: Value | undefined) => {
  const list = asStrings(v);
  return list !== UNKNOWN && list.some((s) => ANYWHERE.has(s.toLowerCase()));
};
const str = (n: Node | undefined) => {
  const v = n?.value();
  return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
};
const ports = (from: string | undefined, to: string | undefined) =>
  from === undefined
    ? undefined
    : from === '-1' || (from === '0' && to === '65535')
      ? '0-65535'
      : to && to !== from
        ? `${from}-${to}`
        : from;
const openPort = (detail: string | undefined): Exposure => ({ reason: 'open-port', ...(detail ? { detail } : {}) });

/** A security group's (or rule's) ingress open to any address. */
function awsIngress(rules: Node[]): Exposure | undefined {
  for (const r of rules) {
    const open =
      anywhere(r.get('cidr_blocks')?.value()) ||
      anywhere(r.get('ipv6_cidr_blocks')?.value()) ||
      anywhere(r.get('cidr_ipv4')?.value()) ||
      anywhere(r.get('cidr_ipv6')?.value()) ||
      anywhere(r.get('CidrIp')?.value()) ||
      anywhere(r.get('CidrIpv6')?.value());
    if (open)
      return openPort(ports(str(r.get('from_port') ?? r.get('FromPort')), str(r.get('to_port') ?? r.get('ToPort'))));
  }
  return undefined;
}

/** An Azure network security rule that lets any address in. */
function azureRules(rules: Node[]): Exposure | undefined {
  for (const r of rules) {
    const p = r.get('properties') ?? r;
    const inbound = /^inbound$/i.test(str(p.get('direction')) ?? '');
    const allow = /^allow$/i.test(str(p.get('access')) ?? '');
    const source = p.get('source_address_prefix')?.value() ?? p.get('sourceAddressPrefix')?.value();
    if (inbound && allow && anywhere(source))
      return openPort(str(p.get('destination_port_range') ?? p.get('destinationPortRange')));
  }
  return undefined;
}

type Detector = (body: Node) => Exposure | undefined;
const internetFacing: Exposure = { reason: 'internet-facing' };
const publicIp: Exposure = { reason: 'public-ip' };
const publicAccess: Exposure = { reason: 'public-access' };

const DETECTORS: Record<string, Detector> = {
  aws_lb: (b) => (asBool(b.get('internal')?.value()) === true ? undefined : internetFacing),
  aws_alb: (b) => DETECTORS.aws_lb(b),
  aws_elb: (b) => DETECTORS.aws_lb(b),
  aws_elastic_load_balancing_v2_load_balancer: (b) =>
    /^internal$/i.test(str(b.get('Scheme')) ?? '') ? undefined : internetFacing,
  aws_elastic_load_balancing_load_balancer: (b) => DETECTORS.aws_elastic_load_balancing_v2_load_balancer(b),
  aws_security_group: (b) => awsIngress(b.list('ingress')),
  aws_ec2_security_group: (b) => awsIngress(b.list('SecurityGroupIngress')),
  aws_db_instance: (b) => (asBool(b.get('publicly_accessible')?.value()) === true ? publicAccess : undefined),
  aws_rds_db_instance: (b) => (asBool(b.get('PubliclyAccessible')?.value()) === true ? publicAccess : undefined),
  aws_rds_cluster: (b) => DETECTORS.aws_db_instance(b),
  aws_redshift_cluster: (b) => DETECTORS.aws_db_instance(b),
  aws_instance: (b) => (asBool(b.get('associate_public_ip_address')?.value()) === true ? publicIp : undefined),
  aws_eip: () => publicIp,
  aws_ec2_eip: () => publicIp,
  aws_s3_bucket: (b) => (/^public/i.test(str(b.get('acl')) ?? '') ? publicAccess : undefined),
  aws_s3_bucket_2: (b) => (/^public/i.test(str(b.get('AccessControl')) ?? '') ? publicAccess : undefined),
  aws_cloudfront_distribution: () => internetFacing,
  aws_api_gateway_rest_api: () => internetFacing,
  aws_apigatewayv2_api: () => internetFacing,
  azurerm_public_ip: () => publicIp,
  microsoft_network_public_ip_addresses: () => publicIp,
  azurerm_network_security_group: (b) => azureRules(b.list('security_rule')),
  microsoft_network_network_security_groups: (b) => azureRules(listAt(b, 'properties.securityRules')),
  azurerm_storage_account: (b) =>
    asBool(b.get('allow_nested_items_to_be_public')?.value()) === true ? publicAccess : undefined,
  microsoft_storage_storage_accounts: (b) =>
    asBool(at(b, 'properties.allowBlobPublicAccess')?.value()) === true ? publicAccess : undefined,
  google_compute_firewall: (b) => {
    const ingress = !/^egress$/i.test(str(b.get('direction')) ?? '');
    if (!ingress || !anywhere(b.get('source_ranges')?.value())) return undefined;
    const allowed = b.list('allow').flatMap((a) => {
      const p = asStrings(a.get('ports')?.value());
      return p === UNKNOWN ? [] : p;
    });
    return openPort(allowed.length ? allowed.join(', ') : '0-65535');
  },
  google_compute_instance: (b) =>
    b.list('network_interface').some((n) => n.list('access_config').length) ? publicIp : undefined,
  google_compute_global_forwarding_rule: () => internetFacing,
  google_compute_address: (b) => (/^internal$/i.test(str(b.get('address_type')) ?? '') ? undefined : publicIp),
  google_compute_global_address: (b) =>
    /^internal$/i.test(str(b.get('address_type')) ?? '') || b.get('purpose') ? undefined : publicIp,
  google_sql_database_instance: (b) =>
    b
      .list('settings')
      .some((s) =>
        s
          .list('ip_configuration')
          .some((i) => i.list('authorized_networks').some((n) => anywhere(n.get('value')?.value()))),
      )
      ? publicAccess
      : undefined,
  service: (b) => (/^(LoadBalancer|NodePort)$/.test(str(at(b, 'spec.type')) ?? '') ? internetFacing : undefined),
  ingress: () => internetFacing,
};

/** Resources that make another one public, and the setting that names it. */
const MAKES_PUBLIC: Record<string, { via: string; detect: Detector }> = {
  aws_s3_bucket_acl: {
    via: 'bucket',
    detect: (b) => (/^public/i.test(str(b.get('acl')) ?? '') ? publicAccess : undefined),
  },
  aws_s3_bucket_public_access_block: {
    via: 'bucket',
    detect: (b) =>
      ['block_public_acls', 'block_public_policy', 'ignore_public_acls', 'restrict_public_buckets'].some(
        (k) => asBool(b.get(k)?.value()) === false,
      )
        ? publicAccess
        : undefined,
  },
  aws_security_group_rule: {
    via: 'security_group_id',
    detect: (b) => (str(b.get('type')) === 'ingress' ? awsIngress([b]) : undefined),
  },
  aws_vpc_security_group_ingress_rule: { via: 'security_group_id', detect: (b) => awsIngress([b]) },
  aws_ec2_security_group_ingress: { via: 'GroupId', detect: (b) => awsIngress([b]) },
  azurerm_network_security_rule: { via: 'network_security_group_name', detect: (b) => azureRules([b]) },
  google_storage_bucket_iam_member: {
    via: 'bucket',
    detect: (b) => (/^all(Authenticated)?Users$/.test(str(b.get('member')) ?? '') ? publicAccess : undefined),
  },
  google_storage_bucket_iam_binding: {
    via: 'bucket',
    detect: (b) => {
      const m = asStrings(b.get('members')?.value());
      return m !== UNKNOWN && m.some((x) => /^all(Authenticated)?Users$/.test(x)) ? publicAccess : undefined;
    },
  },
};

/** Kubernetes kinds and Terraform's native Kubernetes types read by their kind's detector. */
const key = (type: string) => {
  const words = typeWords(type)
    .replace(/^kubernetes_/, '')
    .replace(/_v\d+$/, '');
  return type === 'AWS::S3::Bucket' ? 'aws_s3_bucket_2' : words;
};

/** How the resource itself is exposed. */
export function exposureOf(type: string, body: Node): Exposure | undefined {
  return DETECTORS[key(type)]?.(body);
}

/** The exposure a resource gives another one, and the setting naming that one. */
export function exposureGiven(type: string, body: Node): { via: string; exposure: Exposure } | undefined {
  const rule = MAKES_PUBLIC[key(type)];
  const exposure = rule?.detect(body);
  return rule && exposure ? { via: rule.via, exposure } : undefined;
}
