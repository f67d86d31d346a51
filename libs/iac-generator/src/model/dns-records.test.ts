/** Reading DNS records as a request states them: type, name, values and TTL. */
import { readDnsRecords } from './dns-records';

describe('readDnsRecords', () => {
  it('reads addresses, a CNAME target and one TTL stated for every record', () => {
    const { records } = readDnsRecords(
      'zone lab.dev: an A record gw -> 192.0.2.44 and 192.0.2.45, plus a CNAME docs pointing to gw.lab.dev, TTL 900',
    );
    expect(records).toEqual([
      { type: 'A', name: 'gw', values: ['192.0.2.44', '192.0.2.45'], ttl: 900 },
      { type: 'CNAME', name: 'docs', values: ['gw.lab.dev'], ttl: 900 },
    ]);
  });

  it('keeps a quoted TXT value whole and reads MX priorities and SRV parts', () => {
    const { records } = readDnsRecords(
      'a TXT record at the apex with "v=spf1 include:mailer.example.net -all"; MX records 5 in1.mailhost.net and 15 in2.mailhost.net; an SRV record _xmpp._tcp priority 0 weight 10 port 5222 chat.lab.dev',
    );
    expect(records).toEqual([
      { type: 'TXT', name: '@', values: ['v=spf1 include:mailer.example.net -all'] },
      { type: 'MX', name: '@', values: ['5 in1.mailhost.net', '15 in2.mailhost.net'] },
      { type: 'SRV', name: '_xmpp._tcp', values: ['0 10 5222 chat.lab.dev'] },
    ]);
  });

  it('reads IPv6 addresses, per-record TTLs, and reports a type no writer writes', () => {
    const { records, unwritten } = readDnsRecords(
      'an AAAA record edge -> 2001:db8:4::7 with a TTL of 60 seconds, an A record edge at 198.51.100.9 ttl 3600, and a CAA record for pki.example',
    );
    expect(records).toEqual([
      { type: 'AAAA', name: 'edge', values: ['2001:db8:4::7'], ttl: 60 },
      { type: 'A', name: 'edge', values: ['198.51.100.9'], ttl: 3600 },
    ]);
    expect(unwritten).toEqual(['CAA record for pki.example']);
  });

  it('reads a host named alone as an MX value, and reports a record with no value beside records that have one', () => {
    const { records, unwritten } = readDnsRecords(
      'an MX record relay.lab.dev with priority 30, an A record for the build VM and a CNAME ci -> relay.lab.dev',
    );
    expect(records).toEqual([
      { type: 'MX', name: '@', values: ['30 relay.lab.dev'] },
      { type: 'CNAME', name: 'ci', values: ['relay.lab.dev'] },
    ]);
    expect(unwritten).toEqual(['A record for the build VM']);
  });

  it('reads nothing from prose without records', () => {
    expect(readDnsRecords('A bucket for logs and a queue with a 30 second visibility timeout').records).toEqual([]);
  });
});
