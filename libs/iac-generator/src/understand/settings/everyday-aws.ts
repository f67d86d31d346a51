/**
 * Settings of everyday AWS compute stated in a request: the machine image an instance boots from
 * ("from ami-0abc..."), a gp3 volume's throughput ("250 MB/s throughput") and a function's reserved
 * concurrency ("reserved concurrency of 10"). settings.ts `RULES` tries them before the general
 * sizes read "250 MB" as memory or "10" as a count; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const EVERYDAY_AWS: Rule[] = [
  // A given image id is the image itself, never a lookup of the latest Amazon Linux.
  // The reading holds an identifier as a placeholder (q§N), put back as written by prepare.ts; the
  // writers take it only when it is an image id.
  {
    re: /\bami-(?:[0-9a-f]{8}|[0-9a-f]{17})\b|\b(?:(?:ami|image|machine image)(?:\s+id)?\s*(?:=|:|of)?|(?:booted|launched|built|started)?\s*from|using|based on)\s+(q\u00a7\d+)/g,
    read: (m) => ({ label: 'AMI', values: { amiId: m[1] ?? m[0] }, family: 'os' }),
    consume: [1],
    examples: {
      reads: {
        'an ec2 instance from ami-0abc1234def567890': { amiId: 'ami-0abc1234def567890' },
        'an ec2 instance, ami q\u00a70, t3.large': { amiId: 'q\u00a70' },
      },
      leaves: ['copy objects from the ami-builds bucket'],
    },
  },
  // A volume's throughput in MB/s (gp3 takes 125 to 1000), before "250 mb" is read as memory.
  {
    re: /\b(\d{2,4})\s*(?:mb\/s|mib\/s|mbps|mibps|megabytes per second)\s+(?:of\s+)?throughput\b|\bthroughput\s*(?:of|=|:|at)?\s*(\d{2,4})\s*(?:mb\/s|mib\/s|mbps|mibps|megabytes per second)/g,
    read: (m) => ({ label: 'throughput', values: { throughputMbps: Number(m[1] ?? m[2]) }, family: 'storage' }),
    examples: {
      reads: {
        'a 50 gb gp3 root volume with 4000 iops and 250 mb/s throughput': { throughputMbps: 250 },
        'gp3, throughput of 500 mibps': { throughputMbps: 500 },
      },
      leaves: ['a lambda with 256 mb memory'],
    },
  },
  // Executions kept for one function (and the most it may run at once).
  {
    re: /\breserved\s+(?:concurrency|concurrent\s+executions)\s*(?:of|=|:|to|at)?\s*(\d{1,5})\b|\b(\d{1,5})\s+reserved\s+(?:concurrency|concurrent\s+executions)\b/g,
    read: (m) => ({
      label: 'reserved concurrency',
      values: { reservedConcurrency: Number(m[1] ?? m[2]) },
      family: 'scaling',
    }),
    examples: {
      reads: {
        'a lambda function with reserved concurrency 10': { reservedConcurrency: 10 },
        'a lambda function with 25 reserved concurrent executions': { reservedConcurrency: 25 },
      },
      leaves: ['a lambda function with 512 mb memory'],
    },
  },
];
