/**
 * Everyday AWS compute settings stated in a request are written, in every AWS format (issue 24,
 * SIL/NAME): the image id given for an EC2 instance (never a lookup of the latest Amazon Linux in its
 * place), its root volume's IOPS and throughput, and a Lambda function's reserved concurrency.
 */
import { type FormatId } from '@infragen/contracts';
import { generateInfrastructure } from './testing/resources';

const FORMATS = ['terraform-aws', 'cloudformation'] as const satisfies readonly FormatId[];

const run = (prompt: string, format: FormatId) => {
  const r = generateInfrastructure({ prompt, platform: 'aws', format });
  return { text: r.files.map((f) => f.content).join('\n'), explanation: r.explanation };
};

describe('an EC2 instance keeps the image and volume the request gave', () => {
  const PROMPTS = [
    'ec2 box "batch-7" booted from ami-0fe1c2d3a4b5c6d7e, m6i.xlarge, 80 GB gp3 root disk at 6000 IOPS and 400 MB/s throughput',
    'Please launch one EC2 instance named reporting using AMI ami-0fe1c2d3a4b5c6d7e; type m6i.xlarge; root volume 80 GB gp3, 6000 IOPS, throughput of 400 MBps.',
  ];
  for (const format of FORMATS)
    it.each(PROMPTS)(`${format}: %s`, (prompt) => {
      const { text, explanation } = run(prompt, format);
      expect(text).toContain('ami-0fe1c2d3a4b5c6d7e');
      expect(text).not.toMatch(/al2023-ami/);
      expect(text).toMatch(format === 'cloudformation' ? /Iops: 6000/ : /iops\s+= 6000/);
      expect(text).toMatch(format === 'cloudformation' ? /Throughput: 400/ : /throughput\s+= 400/);
      expect(text).toMatch(format === 'cloudformation' ? /VolumeSize: 80/ : /volume_size\s+= 80/);
      expect(explanation).not.toMatch(/not covered: '(?:6000 IOPS|400 MB|ami-)/);
    });
});

describe('a Lambda function keeps its reserved concurrency', () => {
  const PROMPTS = [
    'lambda "resizer" on nodejs20.x, 512 MB, reserved concurrency of 15',
    '- Lambda function: resizer\n- runtime python3.12\n- 15 reserved concurrent executions',
  ];
  for (const format of FORMATS)
    it.each(PROMPTS)(`${format}: %s`, (prompt) => {
      const { text, explanation } = run(prompt, format);
      expect(text).toMatch(
        format === 'cloudformation' ? /ReservedConcurrentExecutions: 15/ : /reserved_concurrent_executions\s+= 15/,
      );
      expect(explanation).not.toMatch(/not read: '[^']*reserved/);
    });
});
