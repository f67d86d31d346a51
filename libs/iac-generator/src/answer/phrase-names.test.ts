import { phraseNamesKind, unaskedMetric } from './phrase-names';

describe('a phrase names the thing a component is', () => {
  it('by a word of its kind or type, a word inside one, or a short form', () => {
    expect(phraseNamesKind('an igw for the vpc', 'internet gateway', ['aws_internet_gateway.main'])).toBe(true);
    expect(phraseNamesKind('the vnet hub-net', 'virtual network', ['azurerm_virtual_network.hub'])).toBe(true);
    expect(phraseNamesKind('an alb in front', 'load balancer', ['aws_lb.web'])).toBe(true);
    expect(phraseNamesKind('gcs for the exports', 'Cloud Storage bucket', ['google_storage_bucket.x'])).toBe(true);
    expect(phraseNamesKind('one subnet per zone', 'subnet', ['google_compute_subnetwork.a'])).toBe(true);
    expect(phraseNamesKind('scale on queue depth', 'autoscaler', ['HorizontalPodAutoscaler/web'])).toBe(true);
  });

  it('not by a generic word a reading took as that thing', () => {
    expect(phraseNamesKind('its disk storage encrypted', 'S3 bucket', ['Files (AWS::S3::Bucket)'])).toBe(false);
    expect(
      phraseNamesKind('let the platform services in', 'network security group', ['azurerm_network_security_group.x']),
    ).toBe(false);
    expect(
      phraseNamesKind('a boot script that sets up caddy', 'Cloud Run service', ['google_cloud_run_v2_service.app']),
    ).toBe(false);
  });
});

describe('an alarm read for words', () => {
  const cpu = 'resource "aws_cloudwatch_metric_alarm" "x" {\n  metric_name = "CPUUtilization"\n}\n';
  it('watches a metric the request does not name: said so', () => {
    expect(unaskedMetric(['aws_cloudwatch_metric_alarm.x'], cpu, 'page me when the payments queue backs up')).toBe(
      'CPUUtilization',
    );
  });
  it('watching a metric the request names, or being no alarm, is said as realising the words', () => {
    expect(unaskedMetric(['aws_cloudwatch_metric_alarm.x'], cpu, 'an alarm when cpu is above 90%')).toBeUndefined();
    expect(unaskedMetric(['aws_sns_topic.alerts'], cpu, 'page me when the queue backs up')).toBeUndefined();
  });
});
