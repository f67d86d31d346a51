/**
 * Stated DNS records written in every format of every cloud: each record's type, name, values and
 * TTL, private zones as private zones with their network link, and record types no writer writes
 * reported as not covered. Each answer is read back with its format's parser and checked (zero errors).
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of, type Resource } from '../testing/resources';

const REQUEST =
  'a DNS zone shop.example.net with an A record api -> 198.51.100.20, a CNAME cdn pointing to assets.shop.example.net, a TXT record @ "v=spf1 include:_spf.mailco.com ~all" and an MX record 10 mx.mailco.com, TTL 1800';

const bodyOf = (resources: Resource[], type: string, where: (r: Resource) => boolean) => {
  const found = of(resources, type).filter(where);
  expect(found).toHaveLength(1);
  return found[0];
};

describe('stated DNS records', () => {
  it.each(['terraform-aws'] as FormatId[])('Route 53 records in %s', async (format) => {
    const { resources, errors } = await generated(REQUEST, format);
    expect(errors).toEqual([]);
    const rec = (type: string) => bodyOf(resources, 'aws_route53_record', (r) => r.body.type === type).body;
    expect(rec('A')).toMatchObject({ ttl: 1800, records: ['198.51.100.20'] });
    expect(String(rec('A').name)).toMatch(/^api\./);
    expect(rec('CNAME')).toMatchObject({ ttl: 1800, records: ['assets.shop.example.net'] });
    expect(rec('TXT').records).toEqual(['v=spf1 include:_spf.mailco.com ~all']);
    expect(rec('MX').records).toEqual(['10 mx.mailco.com']);
    expect(of(resources, 'aws_dynamodb_table')).toEqual([]);
  });

  it('Route 53 record sets in CloudFormation', async () => {
    const { resources, errors } = await generated(REQUEST, 'cloudformation');
    expect(errors).toEqual([]);
    const rec = (type: string) => bodyOf(resources, 'AWS::Route53::RecordSet', (r) => r.body.Type === type).body;
    expect(rec('A')).toMatchObject({ Name: 'api.shop.example.net.', TTL: '1800', ResourceRecords: ['198.51.100.20'] });
    expect(rec('CNAME').ResourceRecords).toEqual(['assets.shop.example.net']);
    expect(rec('TXT').ResourceRecords).toEqual(['"v=spf1 include:_spf.mailco.com ~all"']);
    expect(rec('MX').ResourceRecords).toEqual(['10 mx.mailco.com']);
  });

  it('Azure DNS record resources in Terraform', async () => {
    const { resources, errors } = await generated(REQUEST, 'terraform-azurerm');
    expect(errors).toEqual([]);
    expect(of(resources, 'azurerm_dns_a_record')[0].body).toMatchObject({
      name: 'api',
      ttl: 1800,
      records: ['198.51.100.20'],
    });
    expect(of(resources, 'azurerm_dns_cname_record')[0].body).toMatchObject({
      name: 'cdn',
      record: 'assets.shop.example.net',
    });
    expect(at(of(resources, 'azurerm_dns_txt_record')[0].body, 'record.value')).toBe(
      'v=spf1 include:_spf.mailco.com ~all',
    );
    expect(of(resources, 'azurerm_dns_mx_record')[0].body).toMatchObject({
      name: '@',
      record: { preference: 10, exchange: 'mx.mailco.com' },
    });
    expect(of(resources, 'azurerm_public_ip')).toEqual([]);
  });

  it.each(['arm', 'bicep'] as FormatId[])('Azure DNS record sets in %s', async (format) => {
    const { resources, errors } = await generated(REQUEST, format);
    expect(errors).toEqual([]);
    const set = (type: string) => of(resources, `Microsoft.Network/dnsZones/${type}`)[0]?.body;
    expect(at(set('A'), 'properties.TTL')).toBe(1800);
    expect(at(set('A'), 'properties.ARecords')).toEqual([{ ipv4Address: '198.51.100.20' }]);
    expect(at(set('CNAME'), 'properties.CNAMERecord')).toEqual({ cname: 'assets.shop.example.net' });
    expect(at(set('TXT'), 'properties.TXTRecords')).toEqual([{ value: ['v=spf1 include:_spf.mailco.com ~all'] }]);
    expect(at(set('MX'), 'properties.MXRecords')).toEqual([{ preference: 10, exchange: 'mx.mailco.com' }]);
  });

  it('Cloud DNS record sets in Terraform', async () => {
    const { resources, errors } = await generated(REQUEST, 'terraform-google');
    expect(errors).toEqual([]);
    const rec = (type: string) => bodyOf(resources, 'google_dns_record_set', (r) => r.body.type === type).body;
    expect(rec('A')).toMatchObject({ ttl: 1800, rrdatas: ['198.51.100.20'] });
    expect(rec('CNAME').rrdatas).toEqual(['assets.shop.example.net.']);
    expect(rec('TXT').rrdatas).toEqual(['"v=spf1 include:_spf.mailco.com ~all"']);
    expect(rec('MX').rrdatas).toEqual(['10 mx.mailco.com.']);
    expect(of(resources, 'google_compute_address')).toEqual([]);
  });

  it('an AAAA and an SRV record in Cloud DNS, and a CAA record reported as not covered', async () => {
    const { resources, errors, result } = await generated(
      'Cloud DNS zone voip.example.org with an AAAA record sbc -> 2001:db8:9::1, an SRV record _sip._udp priority 5 weight 20 port 5060 sbc.voip.example.org and a CAA record for ca.example',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    const types = of(resources, 'google_dns_record_set').map((r) => [r.body.type, r.body.rrdatas]);
    expect(types).toEqual(
      expect.arrayContaining([
        ['AAAA', ['2001:db8:9::1']],
        ['SRV', ['5 20 5060 sbc.voip.example.org.']],
      ]),
    );
    expect(result.notCovered.join(' ')).toMatch(/CAA record/);
  });

  it.each(['terraform-azurerm', 'arm'] as FormatId[])(
    'an AAAA and an SRV record in %s, without minimal blocks of the same types',
    async (format) => {
      const { resources, errors } = await generated(
        'Azure DNS zone tel.example.org with an AAAA record pbx -> 2001:db8:5::2 and an SRV record _sips._tcp priority 1 weight 50 port 5061 pbx.tel.example.org',
        format,
      );
      expect(errors).toEqual([]);
      const tf = format === 'terraform-azurerm';
      const aaaa = of(resources, tf ? 'azurerm_dns_aaaa_record' : 'Microsoft.Network/dnsZones/AAAA');
      const srv = of(resources, tf ? 'azurerm_dns_srv_record' : 'Microsoft.Network/dnsZones/SRV');
      expect(aaaa).toHaveLength(1);
      expect(srv).toHaveLength(1);
      expect(at(srv[0].body, tf ? 'record' : 'properties.SRVRecords.0')).toEqual({
        priority: 1,
        weight: 50,
        port: 5061,
        target: 'pbx.tel.example.org',
      });
    },
  );
});

describe('a TTL for records the request does not spell out', () => {
  it.each([
    ['terraform-azurerm', 'azurerm_dns_a_record', 'ttl'],
    ['terraform-google', 'google_dns_record_set', 'ttl'],
    ['cloudformation', 'AWS::Route53::RecordSet', 'TTL'],
  ] as [FormatId, string, string][])('is written in %s', async (format, type, path) => {
    const { resources, errors } = await generated(
      'a DNS zone books.example.dev and a DNS record for the web server address, TTL 45',
      format,
    );
    expect(errors).toEqual([]);
    expect(String(at(of(resources, type)[0].body, path))).toBe('45');
  });
});

describe('private DNS zones', () => {
  const PRIVATE =
    'a private DNS zone privatelink.vaultcore.azure.net linked to the vnet, auto-registration off, with an A record kv1 -> 10.4.0.9';

  it('Azure private zone and network link in Terraform, never a public zone', async () => {
    const { resources, errors } = await generated(PRIVATE, 'terraform-azurerm');
    expect(errors).toEqual([]);
    expect(of(resources, 'azurerm_dns_zone')).toEqual([]);
    expect(of(resources, 'azurerm_private_dns_zone')[0].body.name).toBe('privatelink.vaultcore.azure.net');
    expect(of(resources, 'azurerm_private_dns_zone_virtual_network_link')[0].body.registration_enabled).toBe(false);
    expect(of(resources, 'azurerm_private_dns_a_record')[0].body).toMatchObject({ name: 'kv1', records: ['10.4.0.9'] });
  });

  it.each(['arm', 'bicep'] as FormatId[])('Azure private zone and network link in %s', async (format) => {
    const { resources, errors } = await generated(
      PRIVATE.replace('auto-registration off', 'with auto-registration enabled'),
      format,
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'Microsoft.Network/dnsZones')).toEqual([]);
    expect(of(resources, 'Microsoft.Network/privateDnsZones')).toHaveLength(1);
    const link = of(resources, 'Microsoft.Network/privateDnsZones/virtualNetworkLinks')[0].body;
    expect(at(link, 'properties.registrationEnabled')).toBe(true);
    const a = of(resources, 'Microsoft.Network/privateDnsZones/A')[0].body;
    expect(at(a, 'properties.aRecords')).toEqual([{ ipv4Address: '10.4.0.9' }]);
  });

  it('Google private managed zone visible to its network', async () => {
    const { resources, errors } = await generated(
      'a private Cloud DNS zone svc.internal for the network, with an A record cache at 10.8.0.3',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    const zone = of(resources, 'google_dns_managed_zone')[0].body;
    expect(zone.visibility).toBe('private');
    expect(at(zone, 'private_visibility_config.networks.network_url')).toBeDefined();
    expect(zone.dnssec_config).toBeUndefined();
    expect(of(resources, 'google_dns_record_set')[0].body).toMatchObject({ type: 'A', rrdatas: ['10.8.0.3'] });
  });
});
