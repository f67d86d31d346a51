/**
 * The `endpoint` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { servicesIn } from './helpers';

export const ENDPOINT: Rule[] = [
  // The services a VPC endpoint is for: "endpoints to DynamoDB & S3", "a gateway endpoint for S3".
  // Only the service names are used up: they name the endpoint's service, not a bucket or a table.
  {
    re: /\b(?:vpc\s+|gateway\s+)*endpoints?\s+(?:for|to)\s+((?:s3|dynamodb)(?:\s*(?:,|and|&)\s*(?:s3|dynamodb))*)\b/g,
    read: (m) => ({ label: 'endpoint service', values: { endpointServices: servicesIn(m[1]) }, family: 'endpoint' }),
    consume: 1,
    examples: {
      reads: { 'a vpc with gateway endpoints for s3 and dynamodb': { endpointServices: ['s3', 'dynamodb'] } },
      leaves: ['a vpc with an s3 bucket'],
    },
  },
  {
    re: /\b((?:s3|dynamodb)(?:\s*(?:,|and|&)\s*(?:s3|dynamodb))*)\s+(?:vpc\s+|gateway\s+)*endpoints?\b/g,
    read: (m) => ({ label: 'endpoint service', values: { endpointServices: servicesIn(m[1]) }, family: 'endpoint' }),
    consume: 1,
    examples: {
      reads: { 'a private subnet with an s3 vpc endpoint': { endpointServices: ['s3'] } },
      leaves: ['an s3 bucket with versioning'],
    },
  },
];
