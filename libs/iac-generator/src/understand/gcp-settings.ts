/**
 * Settings that Google Cloud services take, read by general patterns: the protocol a load balancer
 * serves, predefined IAM roles as written, multi-region and location ids, an address a job calls or
 * a check probes, a registry's clean-up, addresses a security policy blocks or allows, and how a
 * secret is replicated, a Spanner database's dialect, a bucket anyone may read, a disk type. Read
 * before the general patterns of settings.ts take their words.
 *
 * The rules are in their families' files (settings/<family>.ts, with their examples); this file is
 * the order they are tried in.
 */
import { type Rule } from './settings';
import { PROTOCOL_GCP } from './settings/protocol';
import { IAM_ROLE_GCP } from './settings/iam-role';
import { LOCATION_GCP } from './settings/location';
import { URL_GCP } from './settings/url';
import { CLEANUP_GCP } from './settings/cleanup';
import { KEEP_IMAGES_GCP } from './settings/keep-images';
import { IP_RULES_GCP } from './settings/ip-rules';
import { SECRET_REPLICATION_GCP } from './settings/secret-replication';
import { EXISTING_NETWORK_GCP } from './settings/existing-network';
import { DIALECT_GCP } from './settings/dialect';
import { PUBLIC_READ_GCP } from './settings/public-read';
import { BUCKET_CLASS_GCP } from './settings/bucket-class';
import { DISK_TYPE_GCP } from './settings/disk-type';

export const GCP_RULES: Rule[] = [
  ...DIALECT_GCP,
  ...PUBLIC_READ_GCP,
  ...DISK_TYPE_GCP,
  ...PROTOCOL_GCP,
  ...IAM_ROLE_GCP,
  ...LOCATION_GCP,
  ...URL_GCP,
  ...CLEANUP_GCP,
  ...KEEP_IMAGES_GCP,
  ...IP_RULES_GCP,
  ...SECRET_REPLICATION_GCP,
  ...EXISTING_NETWORK_GCP,
  ...BUCKET_CLASS_GCP,
];
