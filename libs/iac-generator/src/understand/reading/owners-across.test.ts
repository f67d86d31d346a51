/**
 * Settings said of a thing in another clause than its own, or through a pronoun, are its settings
 * (issue 24, class 1): "...plan on Linux; it has to run 2 instances with autoscale", "a vault with
 * geo-redundant storage", "node pool x: n2 machines, 80 GB disks". Wordings of our own.
 */
import { type Cloud } from '../../model/types';
import { understand } from '../understand';

const kinds = (prompt: string, cloud: Cloud) => [...new Set(understand(prompt, cloud).mentions.map((m) => m.kind))];

describe('a pronoun stands for the thing read before it', () => {
  it.each<[string, Cloud, string[]]>([
    [
      'use a Basic B1 App Service plan on Linux; it has to run 2 instances with autoscale on CPU',
      'azure',
      ['azure.service_plan'],
    ],
    [
      'an Elastic Premium functions plan, but it should keep 2 instances warm with autoscale on queue length',
      'azure',
      ['azure.linux_function_app'],
    ],
  ])('%s', (prompt, cloud, expected) => {
    expect(kinds(prompt, cloud)).toEqual(expected);
  });

  it('still reads a thing the pronoun asks to be made of its own', () => {
    expect(kinds('a VNet for the apps; it also needs a NAT gateway', 'azure')).toContain('azure.nat_gateway');
  });
});

describe('words that set something of the thing they hang on carry no resource', () => {
  it.each<[string, Cloud, string]>([
    ['a Recovery Services vault with zone-redundant storage for our VM backups', 'azure', 'azure.storage_account'],
    [
      'Recovery Services vault rsv-eu-01 with geo-redundant storage so restores survive a region outage',
      'azure',
      'azure.storage_account',
    ],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });
});
