import { type Component } from '../../../model/types';
import { ownName } from '../naming';

/**
 * Azure's test locations, by the ids the service takes, in the order they are used: a test from N
 * locations runs from the first N (spread over the Americas, Europe and Asia first).
 */
const LOCATIONS = [
  'us-va-ash-azr', // East US
  'emea-nl-ams-azr', // West Europe
  'apac-sg-sin-azr', // Southeast Asia
  'us-ca-sjc-azr', // West US
  'emea-gb-db3-azr', // North Europe
  'emea-ru-msa-edge', // UK South
  'apac-hk-hkn-azr', // East Asia
  'us-tx-sn1-azr', // South Central US
  'emea-fr-pra-edge', // France Central
  'apac-jp-kaw-edge', // Japan East
  'emea-au-syd-edge', // Australia East
  'us-il-ch1-azr', // North Central US
  'latam-br-gru-edge', // Brazil South
  'emea-se-sto-edge', // UK West
  'us-fl-mia-edge', // Central US
  'emea-ch-zrh-edge', // France South
];

/** The frequencies a standard web test takes, in seconds. */
const FREQUENCIES = [300, 600, 900];

/** Seconds of a rate() schedule ("rate(10 minutes)"), or undefined for any other. */
function rateSeconds(schedule: string | undefined): number | undefined {
  const m = /^rate\((\d+) (minute|hour)s?\)$/.exec(schedule ?? '');
  return m ? Number(m[1]) * (m[2] === 'hour' ? 3600 : 60) : undefined;
}

/** What the request's settings decide for a standard web test, once for every format. */
export function decide(c: Component) {
  const every = rateSeconds(c.attrs.schedule);
  // The nearest frequency the service takes to the one said; every 5 minutes when none is.
  const frequency = every
    ? FREQUENCIES.reduce((best, f) => (Math.abs(f - every) < Math.abs(best - every) ? f : best))
    : 300;
  const count = Math.min(Math.max(c.attrs.webTestLocations ?? 3, 1), LOCATIONS.length);
  return {
    name: ownName(c, 'webtest'),
    // The address to test as stated; without one the deployer gives it.
    url: c.attrs.url,
    frequency,
    // A test may take no longer than its frequency allows: 30 seconds unless a timeout is said.
    timeout: Math.min(c.attrs.timeoutSeconds ?? 30, 120),
    locations: LOCATIONS.slice(0, count),
    expectedStatus: c.attrs.expectedStatus ?? 200,
    // The certificate is checked whenever the address is HTTPS; its remaining days only when said.
    sslCheck: !c.attrs.url || /^https:/i.test(c.attrs.url),
    certDays: c.attrs.certValidDays,
    // Said in the test's own description, which both formats carry: where it runs from and how often.
    description: `Tested from ${count} locations every ${frequency / 60} minutes`,
  };
}
