/**
 * An availability test of an address is an Application Insights standard web test (issue 24,
 * SUB/WRONGRES): written with the address, frequency, locations, expected status and certificate
 * days asked, reporting to Application Insights; an alert on failing locations watches the test by
 * its failed-location count, never a metric of some other resource. Wordings of our own.
 */
import { at, expectAt, generated, of } from '../../../testing/resources';

const PROMPT =
  'Monitor https://status.fabrikam.net/ping with an availability test every 10 minutes from 4 locations, expecting status 204, and make sure the SSL cert has at least 20 days left. Alert the platform action group (email sre@fabrikam.net) if 3 or more locations fail.';

describe('an Application Insights standard web test', () => {
  it('terraform-azurerm: the test as asked, and its availability alert', async () => {
    const { resources, errors } = await generated(PROMPT, 'terraform-azurerm');
    expect(errors).toEqual([]);
    const [test] = of(resources, 'azurerm_application_insights_standard_web_test');
    expectAt(test.body, {
      'request.url': 'https://status.fabrikam.net/ping',
      frequency: 600,
      'validation_rules.expected_status_code': 204,
      'validation_rules.ssl_cert_remaining_lifetime': 20,
    });
    expect((at(test.body, 'geo_locations') as string[]).length).toBe(4);
    expect(of(resources, 'azurerm_application_insights').length).toBe(1);
    const [alert] = of(resources, 'azurerm_monitor_metric_alert');
    expect(at(alert.body, 'application_insights_web_test_location_availability_criteria.failed_location_count')).toBe(
      3,
    );
    expect(at(alert.body, 'criteria')).toBeUndefined();
  });

  it.each(['arm', 'bicep'] as const)('%s: the same test, linked to its Application Insights', async (format) => {
    const { resources, errors } = await generated(PROMPT, format);
    expect(errors).toEqual([]);
    const [test] = of(resources, 'Microsoft.Insights/webtests');
    expect(at(test.body, 'kind')).toBe('standard');
    expectAt(test.body, {
      'properties.Request.RequestUrl': 'https://status.fabrikam.net/ping',
      'properties.Frequency': 600,
      'properties.ValidationRules.ExpectedHttpStatusCode': 204,
      'properties.ValidationRules.SSLCertRemainingLifetimeCheck': 20,
    });
    expect(JSON.stringify(at(test.body, 'tags'))).toMatch(/hidden-link:/);
    const [alert] = of(resources, 'Microsoft.Insights/metricAlerts');
    expect(at(alert.body, 'properties.criteria.failedLocationCount')).toBe(3);
  });
});
