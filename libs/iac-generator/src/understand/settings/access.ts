/**
 * The `access` settings family: what a workload may do with a store it is asked with, said of the
 * link between them ("a Lambda that may read the bucket", "read-only access to the table", "only
 * writes to the queue", "can read and write the bucket"). It lands on the store (the kinds a grant
 * reaches take the family), and the grant writers of every cloud choose the actions or built-in
 * role from it: a read-only ask never gets write. Unsaid, the grants stay what the kinds give today.
 */
import { type Rule } from '../settings';

// A store a grant reaches, said after the verb ("the bucket", "its objects", "the queue's messages").
const STORE = String.raw`(?=\s+(?:to\s+|from\s+|on\s+|access\s+(?:to|on)\s+)?(?:just\s+|only\s+)?(?:the\s+|its\s+|this\s+|that\s+|their\s+|a\s+|an\s+)?[\w'-]*\s*(?:s3\s+|gcs\s+|blob\s+|storage\s+|dynamodb\s+|cosmos(?:\s+db)?\s+|pub\/?sub\s+|sqs\s+|key\s+)?(?:bucket|table|secret|queue|topic|vault|container|account|objects?|items?|blobs?|messages?|files?|data|database|collection)s?\b)`;

// Or the store said just before, referred to: "(the bucket already exists, it only writes there)", "reads from it".
const STORE_OR_THERE = String.raw`(?:${STORE}|(?=\s+(?:there|(?:to|into|from|in)\s+it)\b))`;

export const ACCESS: Rule[] = [
  // Both said: "can read and write", "read/write access to", "reads and writes".
  {
    re: new RegExp(
      String.raw`\b(?:read(?:s|ing)?\s*(?:\/|and|&|-)\s*writ(?:e|es|ing)|read-write|rw)\b(?:\s+access)?${STORE}`,
      'g',
    ),
    read: () => ({ label: 'access', values: { access: 'readwrite' }, family: 'access' }),
    consume: 'none',
    examples: {
      reads: {
        'a lambda that can read and write the bucket': { access: 'readwrite' },
        'read/write access to the table': { access: 'readwrite' },
      },
      leaves: ['a database with read replicas'],
    },
  },
  // Reading only: "read-only access to", "only reads", "may read", "that reads from". A bare "read"
  // or "reads" is not enough: "users read from the bucket" says nothing of the workload.
  {
    re: new RegExp(
      String.raw`\b(?:read[-\s]only(?:\s+access)?|read\s+access|(?:that|which|can|may|to|only|just)\s+(?:only\s+|just\s+)?reads?(?:\s+from)?)(?!\s*(?:\/|and|&|-)\s*writ)${STORE_OR_THERE}`,
      'g',
    ),
    read: () => ({ label: 'access', values: { access: 'read' }, family: 'access' }),
    consume: 'none',
    examples: {
      reads: {
        'a lambda that may read the bucket': { access: 'read' },
        'read-only access to the table': { access: 'read' },
        'a function that only reads the queue': { access: 'read' },
        'a service account with read only access to the bucket': { access: 'read' },
        'the table exists; the worker only reads from it': { access: 'read' },
        'the role gets read-only access to just that secret': { access: 'read' },
      },
      leaves: ['a read replica of the database', 'read capacity of 5 units', 'users read from the bucket'],
    },
  },
  // Writing only: "write-only access to", "only writes to", "a function that uploads to". Not "sends
  // to" or "publishes to": one service delivering to another (a topic to a queue) is no workload's grant,
  // and "users upload to the bucket" says nothing of what the function beside it does.
  {
    re: new RegExp(
      String.raw`\b(?:write[-\s]only(?:\s+access)?|write\s+access|(?:that|which|can|may|to|only|just)\s+(?:only\s+|just\s+)?(?:writes?|uploads?)(?:\s+(?:files|objects|items))?(?:\s+(?:to|into))?)(?!\s*(?:\/|and|&|-)\s*read)${STORE_OR_THERE}`,
      'g',
    ),
    read: () => ({ label: 'access', values: { access: 'write' }, family: 'access' }),
    consume: 'none',
    examples: {
      reads: {
        'a function that uploads to the bucket': { access: 'write' },
        'write-only access to the bucket': { access: 'write' },
        'a lambda that only writes to the table': { access: 'write' },
        'the bucket already exists, the job only writes there': { access: 'write' },
      },
      leaves: ['write capacity of 5 units', 'users upload to the bucket', 'a topic that publishes to the queue'],
    },
  },
];
