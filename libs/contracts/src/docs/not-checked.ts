/**
 * What the security rules leave out on purpose, though other scanners report it: the platform's
 * default is already safe (so leaving the setting out is not a flaw), or the check is not about
 * security. Keyed by the id the checker's catalogue declares each topic under, with its resource
 * types (libs/iac-checker/src/rules/not-checked.ts); the documentation lists them beside the rules.
 */
export const NotCheckedCopy = {
  'aws-s3-default-encryption': {
    topic: 'S3 bucket encryption left unset',
    why: 'Since January 2023 S3 encrypts every new object with S3-managed keys whatever the bucket says, and this cannot be turned off. Whether a customer-managed key is used is checked, as information.',
  },
  'aws-sqs-default-encryption': {
    topic: 'SQS queue encryption left unset',
    why: 'New queues are encrypted with SQS-managed keys by default since October 2022; turning that off (`sqs_managed_sse_enabled = false`) is reported.',
  },
  'aws-api-gateway-cache': {
    topic: 'API Gateway caching turned off, and cache encryption on an API that caches nothing',
    why: 'A response cache is about speed and cost, not security, and where nothing is cached there is nothing to encrypt. Encryption of a cache that is on is checked.',
  },
  'azure-postgresql-single-server-logging': {
    topic:
      'Azure Database for PostgreSQL single server: `log_checkpoints`, `log_connections` and `connection_throttling` left unset',
    why: 'All three are on by default on a single server, so leaving them out is safe (and single servers were retired in March 2025).',
  },
  'gcp-sqlserver-flags-default-off': {
    topic: 'Cloud SQL for SQL Server: `cross db ownership chaining` and `contained database authentication` left unset',
    why: 'Both are off unless set; setting either on is reported.',
  },
  'kubernetes-net-bind-service': {
    topic: 'A container adding the `NET_BIND_SERVICE` capability',
    why: 'It only lets a process that is not root listen on ports below 1024, and the restricted Pod Security Standard allows it; every other capability a container adds is reported.',
  },
  'aws-classic-security-group-description': {
    topic: 'Descriptions of ElastiCache and Redshift classic security groups',
    why: 'These EC2-Classic types can no longer be created, since AWS retired EC2-Classic in 2023: declaring one at all is reported, so what it says about itself is not judged.',
  },
} as const satisfies Record<string, { topic: string; why: string }>;
