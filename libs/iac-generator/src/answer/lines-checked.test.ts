/**
 * Issue 24 (UNT): every line that claims something of the files is checked against them before it
 * is said, whichever part of the generator made it; one case per kind of line, in words of our own.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { generateInfrastructure } from '../testing/resources';
import { propertyHeld, writtenCarrier } from './files-say';
import { checkedLines } from './lines-checked';

const none = { notCovered: [], notRead: [], writtenUnread: [] };
const target = 'Terraform (hashicorp/example)';

describe('"not covered" lines saying words were not written', () => {
  it('are said as written where a value written begins with the code asked', () => {
    const line = GeneratorMessages.settingNotSet(
      'TLSv1.3',
      'protocol',
      'gateway',
      GeneratorMessages.targetDoesNotSet(target),
    );
    const out = checkedLines(
      { ...none, notCovered: [line] },
      'resource "x_gateway" "g" {\n  ssl_policy = "TLSv1.3_2024"\n}',
    );
    expect(out.notCovered).toEqual([]);
    expect(out.writtenUnread.join('\n')).toMatch(/'TLSv1\.3'.*TLSv1\.3_2024/);
  });

  it('are said as written where one key and its value say every word', () => {
    const line = GeneratorMessages.settingForNothing('zone redundant', 'redundancy');
    const out = checkedLines({ ...none, notCovered: [line] }, '  zone_redundant = true\n');
    expect(out.notCovered).toEqual([]);
    expect(out.writtenUnread.join('\n')).toContain('zone_redundant');
  });

  it('stay where the files hold nothing of their words', () => {
    const line = GeneratorMessages.settingNotSet(
      'geo failover',
      'failover',
      undefined,
      GeneratorMessages.targetDoesNotSet(target),
    );
    const out = checkedLines({ ...none, notCovered: [line] }, '  sku = "Standard"\n');
    expect(out.notCovered).toEqual([line]);
  });

  it('about what a kind cannot have or another cloud are not judged on the files', () => {
    const line = GeneratorMessages.cannotHave('versioning', 'queue', 'keep versions', 'it holds messages');
    expect(checkedLines({ ...none, notCovered: [line] }, '  versioning = true\n').notCovered).toEqual([line]);
  });
});

describe('"not written for <format> yet" of a thing', () => {
  it('is said as written where the files write a type of that thing', () => {
    const line = GeneratorMessages.notWrittenForTarget('topic subscription', target);
    const out = checkedLines(
      { ...none, notCovered: [line] },
      'resource "azurerm_servicebus_subscription" "s" {\n  name = "s"\n}\nresource "azurerm_servicebus_topic" "t" {}',
    );
    expect(out.notCovered).toEqual([]);
    expect(out.writtenUnread.join('\n')).toContain('azurerm_servicebus_subscription');
  });

  it('stays where no type written ends in its word', () => {
    const line = GeneratorMessages.notWrittenForTarget('dead-letter queue', target);
    const out = checkedLines({ ...none, notCovered: [line] }, 'resource "azurerm_servicebus_topic" "t" {}');
    expect(out.notCovered).toEqual([line]);
  });
});

describe('"not read" words (checked against their phrase\'s own resources where the lines are made)', () => {
  it('are held where one identifier written carries their words', () => {
    expect(writtenCarrier('at-rest', '  at_rest_encryption_enabled = true\n')).toBe('at_rest_encryption_enabled');
  });

  it('are held where the name they quote is written whole', () => {
    expect(writtenCarrier('ledger-svc-02', '  name = "ledger-svc-02"\n')).toBe('ledger-svc-02');
  });

  it('are held as codes (a path, a name with underscores) only where written whole', () => {
    expect(writtenCarrier('/invoices', '  name = "invoices"\n')).toBeUndefined();
    expect(writtenCarrier('daily_totals', '  table_id = "daily-totals"\n')).toBeUndefined();
    expect(writtenCarrier('daily_totals', '  table_id = "daily_totals"\n')).toBe('daily_totals');
  });

  it('are not held where the only key saying them says the thing away, or they ask for one more', () => {
    expect(writtenCarrier('password', '  disablePasswordAuthentication: true\n')).toBeUndefined();
    expect(writtenCarrier('a third backend', '  backend_pool = "b"\n')).toBeUndefined();
    // A key referring to a thing says it is elsewhere.
    expect(writtenCarrier('listener', '  ListenerArn: !Ref Other\n')).toBeUndefined();
  });

  it('are not held where their words are spread over several identifiers, or one is in none', () => {
    expect(
      writtenCarrier('event subscription', 'resource "x_eventgrid_topic" "t" {}\nresource "x_bus_subscription" "s" {}'),
    ).toBeUndefined();
    expect(writtenCarrier('quarterly digest', '  name = "digest"\n')).toBeUndefined();
  });

  it("are said as written, not as not read, end to end; a neighbour's attribute holds nothing of them", () => {
    const r = generateInfrastructure({
      prompt: 'A Memorystore for Redis instance ledger-cache, 2 GB, with in-transit encryption',
      format: 'terraform-google',
      platform: 'gcp',
      history: [],
    });
    expect((r.notRead ?? []).join('\n')).not.toMatch(/in-transit/);
    expect((r.writtenUnread ?? []).join('\n')).toMatch(/'in-transit'.*transit_encryption_mode/);
  });
});

describe('"written" lines', () => {
  it('whose count the key written does not hold are said as not met', () => {
    const line = GeneratorMessages.writtenUnread('6 retries', 'max_retries');
    const out = checkedLines({ ...none, writtenUnread: [line] }, '  max_retries = 2\n');
    expect(out.writtenUnread).toEqual([]);
    expect(out.notCovered.join('\n')).toMatch(/'6 retries'.*not the value asked/);
  });

  it('whose count the key written holds stay, as a whole piece of its value too', () => {
    const line = GeneratorMessages.writtenUnread('6 retries', 'max_retries');
    expect(checkedLines({ ...none, writtenUnread: [line] }, '  max_retries = 6\n').writtenUnread).toEqual([line]);
    const tier = GeneratorMessages.writtenUnread('edge tier 200 please', 'edge_tier');
    expect(checkedLines({ ...none, writtenUnread: [tier] }, '  edge_tier = "Tier_200"\n').writtenUnread).toEqual([
      tier,
    ]);
  });
});

describe('a reason naming what a value was read as said of', () => {
  it('gives way to the attribute a written type has for the value', () => {
    const line = GeneratorMessages.settingNotForResource('8 shards', 'shards', 'log group');
    const home = GeneratorMessages.valueAttributeUnset('8 shards', 'shard_count', 'aws_kinesis_stream');
    const out = checkedLines({ ...none, notCovered: [line] }, 'resource "aws_kinesis_stream" "s" {}', () => home);
    expect(out.notCovered).toEqual([home]);
  });

  it('is said plainly where the type written for that thing has no key for it in its schema', () => {
    const line = GeneratorMessages.settingNotForResource('redeliver up to 4 times', 'retries', 'resource group');
    const out = checkedLines(
      { ...none, notCovered: [line] },
      'resource "azurerm_resource_group" "rg" {\n  name = "rg"\n}',
    );
    expect(out.notCovered).toEqual([GeneratorMessages.settingForNothing('redeliver up to 4 times', 'retries')]);
  });

  it('stays where that type has a key for it', () => {
    const line = GeneratorMessages.settingNotForResource('keep 9 days', 'retention', 'log analytics workspace');
    const files = 'resource "azurerm_log_analytics_workspace" "w" {\n  name = "w"\n}';
    expect(checkedLines({ ...none, notCovered: [line] }, files).notCovered).toEqual([line]);
  });
});

describe('a property its writer did not read', () => {
  it('is held by a key of its own resources that names it whole, set to something', () => {
    expect(propertyHeld({ flags: ['kmsKey'] }, '  kms_master_key_id = aws_kms_key.k.arn\n')).toBe('kms_master_key_id');
    expect(propertyHeld({ flags: ['kmsKey'] }, '  kms_master_key_id = null\n')).toBeUndefined();
    // One word says too little of which key it is.
    expect(propertyHeld({ flags: ['public'] }, '  public_network_access_enabled = true\n')).toBeUndefined();
  });

  it('is said as written, never as not written yet (end to end)', () => {
    const r = generateInfrastructure({
      prompt: 'A notification topic for invoice-events on SNS, encrypted using a customer managed KMS key of ours',
      format: 'terraform-aws',
      platform: 'aws',
      history: [],
    });
    const files = r.files.map((f) => f.content).join('\n');
    expect(files).toMatch(/kms_master_key_id\s*=/);
    expect(r.notCovered.join('\n')).not.toMatch(/KMS/);
  });
});
