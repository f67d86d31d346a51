/**
 * An alert on an availability test fires when enough of the test's locations fail at once: it
 * watches the test and the Application Insights it reports to, by the service's own criterion
 * (failed location count), never a metric threshold of some other resource.
 */
import { type Component } from '../../../model/types';
import { ownName } from '../naming';

/** The test the alert watches and how many failing locations fire it, or undefined for a metric alert. */
export function availabilityOf(
  c: Component,
): { name: string; test: Component; insights: Component; failed: number } | undefined {
  const test = c.ref.target as Component | undefined;
  if (test?.kind !== 'azure.application_insights_standard_web_test') return undefined;
  // Two failing locations unless said: one alone is most often the location's own trouble.
  // Named for what it watches unless the request named it ("cpu" is the label of a metric alert).
  const name = c.name ? ownName(c, 'alert') : `alert-${ownName(test, 'webtest')}-availability`;
  return { name, test, insights: test.ref.insights as Component, failed: test.attrs.failedLocations ?? 2 };
}
