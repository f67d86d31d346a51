/**
 * The `keyChoice` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const KEY_CHOICE_SERVICE: Rule[] = [
  // Encryption with a KMS key rather than the service's own: "SSE-KMS", "aws:kms", "KMS encryption",
  // "encrypted under my own KMS key", "encrypted by a customer-managed key".
  {
    re: /\bsse[ -]?kms\b|\baws:kms\b|\bkms[ -](?:encrypt\w*|managed encryption)\b|\bencrypt\w*\s+(?:with|using|by|under)\s+(?:a\s+|an\s+|our\s+(?:own\s+)?|my\s+(?:own\s+)?|its\s+own\s+|their\s+own\s+)?(?:customer[ -]managed\s+)?(?:kms|cmk|customer[ -]managed)\b(?:\s+keys?)?|\bencrypt\w*\s+(?:with|using|by|under)\s+(?:our|my|its|their)\s+own\s+keys?\b/g,
    read: () => ({ label: 'KMS encryption', values: {}, flags: ['kmsKey'], family: 'keyChoice' }),
    examples: {
      reads: {
        'an s3 bucket with sse-kms': {},
        'a bucket encrypted with a customer managed kms key': {},
        'a secret encrypted with our own key': {},
      },
      leaves: ['a kms key with alias/app-data'],
    },
  },
  // The service's own AWS-managed KMS key ("the AWS managed key", "AWS-managed KMS key", "alias/aws/sqs",
  // "the aws/s3 key"): encryption under KMS with no key of the request's own.
  {
    re: /\baws[ -]managed\s+(?:kms\s+)?(?:cmk|keys?)\b|\b(?:alias\/)?aws\/(?:s3|sns|sqs|ebs|rds|lambda|dynamodb|kinesis|logs|secretsmanager)\b(?:\s+(?:kms\s+)?key)?/g,
    read: () => ({ label: 'AWS-managed KMS key', values: {}, flags: ['awsManagedKey'], family: 'keyChoice' }),
    examples: {
      reads: { 'a queue encrypted with the aws managed kms key': {}, 'a topic using alias/aws/sns': {} },
      leaves: ['a customer managed kms key for the logs'],
    },
  },
];
