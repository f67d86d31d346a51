/**
 * An alarm said "on" a thing, with no metric named (issue 24, WIR): it watches that thing's own
 * status, never the default CPU of something else. A Route 53 health check's alarm watches
 * HealthCheckStatus (1 healthy, 0 unhealthy) keyed by the check's id, for as many one-minute
 * periods as the request says it must last. A metric named still wins. Wordings of our own.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../testing/resources';

describe("an alarm on a health check watches the check's status", () => {
  it.each(['terraform-aws', 'cloudformation'] as const satisfies readonly FormatId[])(
    '%s: "goes down for 4 consecutive minutes" is HealthCheckStatus below 1 over four 60 s periods',
    async (format) => {
      const { resources, errors, result } = await generated(
        'a route 53 health check probing https://pay.example.net/up; raise a cloudwatch alarm when the endpoint is down for 4 consecutive minutes and tell the sns topic pay-oncall',
        format,
      );
      expect(errors).toEqual([]);
      const tf = format === 'terraform-aws';
      const [alarm] = of(resources, tf ? 'aws_cloudwatch_metric_alarm' : 'AWS::CloudWatch::Alarm');
      const p = (k: string, c: string) => at(alarm.body, tf ? k : c);
      expect(p('metric_name', 'MetricName')).toBe('HealthCheckStatus');
      expect(p('namespace', 'Namespace')).toBe('AWS/Route53');
      expect(p('comparison_operator', 'ComparisonOperator')).toBe('LessThanThreshold');
      expect(p('threshold', 'Threshold')).toBe(1);
      expect(p('evaluation_periods', 'EvaluationPeriods')).toBe(4);
      expect(p('period', 'Period')).toBe(60);
      expect(JSON.stringify(alarm.body)).toMatch(/HealthCheckId/);
      expect(JSON.stringify(alarm.body)).not.toMatch(/CPUUtilization|AWS\/EC2/);
      expect(result.notRead ?? []).not.toEqual(expect.arrayContaining([expect.stringContaining('consecutive')]));
    },
  );

  it('terraform-aws: an alarm on the CPU of a group beside a health check still watches the CPU', async () => {
    const { resources } = await generated(
      'an auto scaling group of 2-4 t3.micro instances with a cloudwatch alarm on CPU, and a route 53 health check on https://app.example.net/',
      'terraform-aws',
    );
    const [alarm] = of(resources, 'aws_cloudwatch_metric_alarm');
    expect(at(alarm.body, 'metric_name')).toBe('CPUUtilization');
  });

  it('terraform-aws: the check runs as often and fails as many times as said, the words read', async () => {
    const { resources, result } = await generated(
      'route 53 health check for https://shop.example.net/, a 10-second interval, unhealthy after 2 failed checks; cloudwatch alarm on it',
      'terraform-aws',
    );
    const [check] = of(resources, 'aws_route53_health_check');
    expect(at(check.body, 'request_interval')).toBe(10);
    expect(at(check.body, 'failure_threshold')).toBe(2);
    expect(result.notRead ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/interval|failed/)]));
  });
});

describe('an alarm on a dead-letter queue watches the messages waiting there', () => {
  it.each(['terraform-aws', 'cloudformation'] as const satisfies readonly FormatId[])(
    '%s: any message in the DLQ is the alarm, on that queue, not the main one',
    async (format) => {
      const { resources, errors } = await generated(
        'sqs queue payments-in with a dead-letter queue payments-dead after 4 receives; page us with a cloudwatch alarm as soon as the DLQ has messages',
        format,
      );
      expect(errors).toEqual([]);
      const tf = format === 'terraform-aws';
      const [alarm] = of(resources, tf ? 'aws_cloudwatch_metric_alarm' : 'AWS::CloudWatch::Alarm');
      const p = (k: string, c: string) => at(alarm.body, tf ? k : c);
      expect(p('metric_name', 'MetricName')).toBe('ApproximateNumberOfMessagesVisible');
      expect(p('namespace', 'Namespace')).toBe('AWS/SQS');
      expect(p('threshold', 'Threshold')).toBe(0);
      expect(JSON.stringify(alarm.body)).toMatch(/payments-dead|PaymentsDead/);
    },
  );
});
