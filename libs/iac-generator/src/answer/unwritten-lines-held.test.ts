/**
 * Issue 24 (UNT): a "not covered" line is checked against the files before it is said. A line calling
 * a DNS record, a feature or a value stated with its setting's word unwritten, where the files write
 * it, sends the user looking for what is there: it is said as written. In words of our own.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { checkedLines } from './lines-checked';

const none = { notCovered: [], notRead: [], writtenUnread: [] };
const target = 'Bicep';

const hcl = (type: string, value: string) =>
  `resource "google_dns_record_set" "r" {\n  name = "corp.example."\n  type = "${type}"\n  rrdatas = ["${value}"]\n}\n`;

describe('a DNS record called unwritten', () => {
  it('is said as written where the files write a record of its type', () => {
    const out = checkedLines(
      { ...none, notCovered: [GeneratorMessages.dnsRecordNotWritten('CAA records')] },
      hcl('CAA', '0 issue \\"letsencrypt.org\\"'),
    );
    expect(out.notCovered).toEqual([]);
    expect(out.writtenUnread.join('\n')).toMatch(/'CAA records'.*CAA record/);
  });

  it('is said as written for an SPF policy only where a TXT value starts v=spf1', () => {
    const line = GeneratorMessages.dnsRecordNotWritten('the SPF record');
    const held = checkedLines({ ...none, notCovered: [line] }, hcl('TXT', 'v=spf1 include:mail.example -all'));
    expect(held.notCovered).toEqual([]);
    const other = checkedLines({ ...none, notCovered: [line] }, hcl('TXT', 'google-site-verification=abc'));
    expect(other.notCovered).toEqual([line]);
  });

  it('stays where the files write another type, or where its words say more than the type', () => {
    const mx = GeneratorMessages.dnsRecordNotWritten('MX record');
    expect(checkedLines({ ...none, notCovered: [mx] }, hcl('TXT', 'v=spf1 -all')).notCovered).toEqual([mx]);
    const more = GeneratorMessages.dnsRecordNotWritten('TXT record, and point mail at the relay');
    expect(checkedLines({ ...none, notCovered: [more] }, hcl('TXT', 'x')).notCovered).toEqual([more]);
  });

  it('reads the type as each format spells it', () => {
    const line = GeneratorMessages.dnsRecordNotWritten('AAAA record');
    const arm = `{ "type": "Microsoft.Network/dnsZones/AAAA", "name": "corp.example/api" }`;
    expect(checkedLines({ ...none, notCovered: [line] }, arm).notCovered).toEqual([]);
    const cfn = `  Api:\n    Type: AWS::Route53::RecordSet\n    Properties:\n      Type: AAAA\n`;
    expect(checkedLines({ ...none, notCovered: [line] }, cfn).notCovered).toEqual([]);
  });
});

describe('a feature called not written for the format', () => {
  it('is said as written where a key of the files names it', () => {
    const line = GeneratorMessages.notWrittenForTarget('hns', target);
    const out = checkedLines({ ...none, notCovered: [line] }, '  properties: {\n    isHnsEnabled: true\n  }\n');
    expect(out.notCovered).toEqual([]);
    expect(out.writtenUnread.join('\n')).toContain('isHnsEnabled');
  });
});

describe('a value stated with its setting called unwritten', () => {
  const line = GeneratorMessages.settingNotSet(
    '45 second interval',
    'interval',
    'health check',
    GeneratorMessages.targetDoesNotSet(target),
  );

  it('is said as written where a key saying the setting holds it as a duration', () => {
    const out = checkedLines({ ...none, notCovered: [line] }, '  check_interval = "45s"\n');
    expect(out.notCovered).toEqual([]);
    expect(out.writtenUnread.join('\n')).toContain('check_interval = 45s');
  });

  it('stays where the key holds another value', () => {
    const out = checkedLines({ ...none, notCovered: [line] }, '  check_interval = "450s"\n');
    expect(out.notCovered).toEqual([line]);
  });
});

describe('a feature said with its state called not written for the format', () => {
  it('stays, since a key naming the feature may hold another state', () => {
    const line = GeneratorMessages.notWrittenForTarget('shared key access off', target);
    const out = checkedLines({ ...none, notCovered: [line] }, '  allowSharedKeyAccess: true\n');
    expect(out.notCovered).toEqual([line]);
  });
});

describe('a thing called not written for the format whose word is only a key of the files', () => {
  it('stays: the key is no evidence the thing is written', () => {
    const line = GeneratorMessages.notWrittenForTarget('workspace', target);
    const out = checkedLines({ ...none, notCovered: [line] }, "  workspace: 'main'\n");
    expect(out.notCovered).toEqual([line]);
  });
});
