/**
 * A default the writer adds must not make the asked thing fail to deploy: the Lambda writers turn
 * Active X-Ray tracing on, and Lambda refuses a function whose role may not write to X-Ray. So
 * whenever tracing is written, the function's role carries AWSXRayDaemonWriteAccess, in every format.
 */
import { type FormatId } from '@infragen/contracts';
import { generateInfrastructure } from '../../testing/resources';

const FORMATS = ['terraform-aws', 'cloudformation'] as const satisfies readonly FormatId[];
const PROMPTS = [
  'one small Go function on Lambda that answers webhooks',
  'an HTTP API backed by a lambda written in node, storing orders in a DynamoDB table',
  'lambda fn in python inside a new vpc that talks to a postgres RDS instance',
  'Queue of jobs (SQS) consumed by a Java Lambda; the function writes results to an S3 bucket',
];

describe('Lambda tracing comes with the rights to write traces', () => {
  for (const format of FORMATS)
    it.each(PROMPTS)(`${format}: %s`, (prompt) => {
      const { files } = generateInfrastructure({ prompt, platform: 'aws', format });
      const text = files.map((f) => f.content).join('\n');
      expect(text).toMatch(/tracing_config|TracingConfig/);
      expect(text).toContain('arn:aws:iam::aws:policy/AWSXRayDaemonWriteAccess');
    });
});
