/**
 * Typed values of a request (address ranges, numbers with what they count) are judged by whether the
 * files hold them in any spelling a writer gives them, and words an attribute says with its value are
 * carried by it: unit cases of our own, in the spellings of HCL, YAML, JSON and Bicep.
 */
import { keyValueSaying } from './key-values';
import { isDuration, statedValues, valueHeld, valuesNotHeld } from './stated-values';

describe('the typed values a request states', () => {
  it('reads ranges and numbers with what they count, never numbers inside names, times or ids', () => {
    const words = statedValues(
      'vnet 10.8.0.0/16 for build agents, (page size 25), retry 4 times, keep 30 days, 8GB, node-07 at 04:15 in arn:aws:sns:eu-west-2:210987654321:x',
    ).map((v) => v.words);
    expect(words).toEqual(['10.8.0.0/16', 'page size 25', '4 times', '30 days', '8GB']);
  });

  it.each<[string, string]>([
    ['keep 6 days', 'message_retention_seconds = 518400'],
    ['logs for 2 weeks', 'retention_in_days = 14'],
    ['a 3 GB cache', 'memory_size = 3072'],
    ['scale at 65% CPU', 'target = 0.65'],
    ['750m CPU', 'cpu: "768"'],
    ['1.5 vCPU', 'cpu = 1536'],
    ['Node 18.20', 'linux_fx_version = "NODE|18-20"'],
    ['subnet 172.20.4.0/22', "addressPrefix: '172.20.4.0/22'"],
    ['20 DTU', "sku: { name: 'S1' }"],
    ['a lock of 75 seconds', 'lock_duration = "PT1M15S"'],
    ['messages live 2 days', "defaultMessageTimeToLive: 'P2D'"],
  ])('holds "%s" in %s', (text, content) => {
    expect(valuesNotHeld(text, content)).toEqual([]);
  });

  it.each<[string, string]>([
    ['retry 4 times', 'maxReceiveCount: 5'],
    ['subnet 172.20.4.0/22', "addressPrefix: '172.20.0.0/22'"],
    ['75 processing units', 'processing_units = 100'],
    ['keep 6 days', 'message_retention_seconds = 345600'],
  ])('does not hold "%s" in %s', (text, content) => {
    expect(valuesNotHeld(text, content).map((v) => v.words)).toHaveLength(1);
  });

  it('takes a time of day for a schedule, not a value, and knows a duration', () => {
    expect(statedValues('backups at 3am and again at 11 pm').map((v) => v.words)).toEqual([]);
    expect(statedValues('keep them 5 days').map(isDuration)).toEqual([true]);
    expect(statedValues('a 40 GB disk').map(isDuration)).toEqual([false]);
  });

  it('never finds a number inside a longer one or an address', () => {
    const [v] = statedValues('4 replicas');
    expect(valueHeld(v, 'cidr = "10.4.0.0/16"\nport = 8443')).toBe(false);
  });
});

describe('words an attribute says with its value', () => {
  it.each<[string[], string, string]>([
    [['price', 'class', '200'], 'price_class = "PriceClass_200"', 'price_class'],
    [['root', 'object', 'home'], 'default_root_object = "home.html"', 'default_root_object'],
    [['min', 'tls'], "minimumTlsVersion: '1.2'", 'minimumTlsVersion'],
    [['deletion', 'window', '10', 'days'], '"PendingWindowInDays": 10,\n"DeletionWindow": 3', 'PendingWindowInDays'],
    [['access', 'tier', 'cool'], 'access_tier: Cool', 'access_tier'],
  ])('%j in %s', (words, text, key) => {
    // A word the key does not say ("deletion") is not carried by it: only the pair saying every word is.
    const expected = words.includes('deletion') ? undefined : key;
    expect(keyValueSaying(words, text)).toBe(expected);
  });

  it('never by a value alone, nor by a short word that only begins a key', () => {
    expect(keyValueSaying(['cool'], 'access_tier = "Cool"')).toBeUndefined();
    expect(keyValueSaying(['log', 'group'], 'logging_config = "x"')).toBeUndefined();
  });
});
