import { type Component } from '../../../model/types';

/**
 * AWS services that use a customer-managed key on the account's behalf in this request, and so must
 * be named in its key policy (a policy naming only the account lets no service in): S3 publishing
 * its events to a topic encrypted with the key. Without the statement the bucket's events are dropped.
 */
export function serviceUsers(key: Component, plan: { all(kind: string): Component[] }): { s3: boolean } {
  return { s3: plan.all('aws.sns_topic').some((t) => t.ref.kms === key && t.config.publisher === 's3') };
}

/** What S3 needs of the key to publish to an encrypted topic (AWS's S3 event notification guide). */
export const S3_KEY_ACTIONS = ['kms:GenerateDataKey*', 'kms:Decrypt'];
