/**
 * A value stated in words no reader took lands on the attribute the written resource's schema has
 * for it in every format, not only Terraform (issue 24, class SIL): CloudFormation properties, ARM
 * and Bicep bodies, Kubernetes objects. Written, said as a setting with where it went, never on a
 * resource of another phrase. Prompts of our own.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './index';

const run = (prompt: string, platform: PlatformId, format: FormatId) =>
  generateInfrastructure({ prompt, platform, format });
const filesOf = (r: ReturnType<typeof run>) => r.files.map((f) => f.content).join('\n');
const settingsOf = (r: ReturnType<typeof run>) => r.covered.flatMap((c) => c.settings ?? []).join('\n');

describe('a stated value goes on the attribute its words name, in every format', () => {
  it.each<[string, PlatformId, FormatId, RegExp, string]>([
    [
      'An SQS queue called orders-inbox, receive wait time 12 seconds',
      'aws',
      'cloudformation',
      /ReceiveMessageWaitTimeSeconds: 12/,
      'ReceiveMessageWaitTimeSeconds = 12',
    ],
    [
      'a public IP address for the gateway, idle timeout 1 hour',
      'azure',
      'arm',
      /"idleTimeoutInMinutes": 60/,
      'properties.idleTimeoutInMinutes = 60',
    ],
    [
      'a storage account called ledgerarchive, access tier cool',
      'azure',
      'bicep',
      /accessTier: 'Cool'/,
      'properties.accessTier = "Cool"',
    ],
    [
      'a deployment called tally running image ghcr.io/acme/tally:3.2, termination grace period 2 minutes',
      'kubernetes',
      'kubernetes-yaml',
      /terminationGracePeriodSeconds: 120/,
      'spec.template.spec.terminationGracePeriodSeconds = 120',
    ],
  ])('%s (%s)', (prompt, platform, format, written, setting) => {
    const r = run(prompt, platform, format);
    expect(filesOf(r)).toMatch(written);
    expect(settingsOf(r)).toContain(setting);
    expect((r.notRead ?? []).join('\n')).not.toMatch(/wait time|idle timeout|access tier|grace period/);
  });
});

describe('a stated value is not placed where it does not belong, in every format', () => {
  it('never goes on a resource of another phrase', () => {
    const cfn = run(
      'An SQS queue called orders-inbox. An SNS topic called orders-alerts, receive wait time 12 seconds',
      'aws',
      'cloudformation',
    );
    expect(filesOf(cfn)).not.toMatch(/ReceiveMessageWaitTimeSeconds/);
    const k8s = run(
      'a deployment called tally running image ghcr.io/acme/tally:3.2. A service called tally-front, min ready seconds 25',
      'kubernetes',
      'kubernetes-yaml',
    );
    expect(filesOf(k8s)).not.toMatch(/minReadySeconds/);
  });

  it('says a value a writer wrote otherwise with what the files hold, and nothing when they hold the one asked', () => {
    const job = (deadline: string) =>
      run(
        `a cronjob called purge-old running image busybox:1.36 every hour, active deadline ${deadline}`,
        'kubernetes',
        'kubernetes-yaml',
      );
    const other = job('15 minutes');
    expect(filesOf(other)).toMatch(/activeDeadlineSeconds: 3600/);
    expect((other.notRead ?? []).join('\n')).toMatch(
      /activeDeadlineSeconds of CronJob: the files write 3600 there, not 900/,
    );
    expect((job('1 hour').notRead ?? []).join('\n')).not.toMatch(/the files write/);
  });

  it('places a value a reader read only once', () => {
    const r = run('a key vault called kv-tally, soft delete retention 30 days', 'azure', 'bicep');
    expect(filesOf(r).match(/softDeleteRetentionInDays/g)).toHaveLength(1);
  });
});
