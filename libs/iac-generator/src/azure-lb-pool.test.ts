/**
 * Machines behind an Azure load balancer are in its backend pool (kinds/azure/lb/members.ts): a VM's
 * NIC IP configuration joins the pool (Terraform association, ARM/Bicep loadBalancerBackendAddressPools
 * with a dependency on the balancer), a scale set names the pool in its network profile, and the
 * balancer has a probe and a rule to the port said of it. Without this the pool is empty and the
 * balancer serves nothing. Every output passes the checker with no error.
 */
import { checkFiles, prepareChecks } from '@infragen/iac-checker';
import { generateInfrastructure } from './index';

const gen = (prompt: string, format: 'terraform-azurerm' | 'arm' | 'bicep') => {
  const r = generateInfrastructure({ prompt, platform: 'azure', format });
  return { r, text: r.files.map((f) => f.content).join('\n') };
};
const errorsOf = async (r: ReturnType<typeof generateInfrastructure>, format: string) =>
  (await checkFiles(r.files, format as never))
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.code} ${d.message}`);

beforeAll(() => prepareChecks(['terraform-azurerm', 'arm', 'bicep']), 60000);

const VMS = [
  ['3 identical VMs behind a load balancer', 3],
  ['three Linux virtual machines behind an Azure load balancer', 3],
  ['a load balancer in front of 2 VMs', 2],
  ['a Windows Server 2022 VM behind a load balancer', 1],
  ['a VM behind a load balancer', 1],
] as const;

describe('Azure VMs behind a load balancer are in its backend pool', () => {
  it.each(VMS)('terraform: %s -> each NIC associated with the pool', async (prompt, n) => {
    const { r, text } = gen(prompt, 'terraform-azurerm');
    const nics = [...text.matchAll(/^resource "azurerm_network_interface" "(\w+)"/gm)].map((m) => m[1]);
    expect(nics).toHaveLength(n);
    const pools = [...text.matchAll(/^resource "azurerm_lb_backend_address_pool" "(\w+)"/gm)].map((m) => m[1]);
    expect(pools).toHaveLength(1);
    const assoc = [
      ...text.matchAll(/^resource "azurerm_network_interface_backend_address_pool_association" "\w+" \{([^}]*)\}/gm),
    ].map((m) => m[1]);
    expect(assoc).toHaveLength(n);
    // Each NIC once, each with the NIC's own IP configuration and the balancer's pool.
    expect(
      assoc.map((a) => /network_interface_id\s+= azurerm_network_interface\.(\w+)\.id/.exec(a)?.[1]).sort(),
    ).toEqual([...nics].sort());
    for (const a of assoc) {
      expect(a).toMatch(/ip_configuration_name\s+= "internal"/);
      expect(a).toMatch(new RegExp(`backend_address_pool_id\\s+= azurerm_lb_backend_address_pool\\.${pools[0]}\\.id`));
    }
    expect(text).toMatch(/ip_configuration \{\s*name\s+= "internal"/);
    expect(text).toMatch(/^resource "azurerm_lb_rule" /m);
    expect(await errorsOf(r, 'terraform-azurerm')).toEqual([]);
  });

  it.each(VMS.flatMap(([p, n]) => [[p, n, 'arm'] as const, [p, n, 'bicep'] as const]))(
    '%s (%s, %s) -> each NIC IP configuration in the pool, after the balancer',
    async (prompt, n, format) => {
      const { r, text } = gen(prompt, format);
      const pool = /backendAddressPools\/backend'?\)?\]?"?/;
      const inPool = text.match(/loadBalancerBackendAddressPools/g) ?? [];
      expect(inPool).toHaveLength(n);
      expect(text).toMatch(pool);
      expect(text).toMatch(/loadBalancingRules/);
      expect(text).toMatch(/Microsoft\.Network\/loadBalancers', 'lb-main'\)/);
      if (format === 'arm') {
        const json = JSON.parse(
          r.files.find((f) => f.path.endsWith('.json') && f.content.includes('$schema'))!.content,
        );
        const nics = json.resources.filter((x: { type: string }) => x.type === 'Microsoft.Network/networkInterfaces');
        expect(nics).toHaveLength(n);
        for (const nic of nics) {
          const ip = nic.properties.ipConfigurations[0].properties;
          expect(ip.loadBalancerBackendAddressPools[0].id).toContain(
            "backendAddressPools/backend', resourceId('Microsoft.Network/loadBalancers'",
          );
          expect(nic.dependsOn.join(' ')).toMatch(/Microsoft\.Network\/loadBalancers/);
        }
      }
      expect(await errorsOf(r, format)).toEqual([]);
    },
  );

  it('the probe and rule are on the port said of the balancer', () => {
    const { text } = gen('2 VMs behind a load balancer on port 8080', 'terraform-azurerm');
    expect(text).toMatch(/resource "azurerm_lb_probe" "\w+" \{[^}]*port\s+= 8080/);
    expect(text).toMatch(/resource "azurerm_lb_rule" "\w+" \{[^}]*backend_port\s+= 8080/);
  });

  it('a VM with no load balancer joins no pool', () => {
    const { text } = gen('a Linux VM for a bastion host', 'terraform-azurerm');
    expect(text).not.toMatch(/backend_address_pool_association/);
    expect(gen('a Linux VM for a bastion host', 'arm').text).not.toMatch(/loadBalancerBackendAddressPools/);
  });
});

describe('an Azure scale set behind a load balancer names the pool in its network profile', () => {
  it.each(['a VM scale set of 3 instances behind a load balancer', 'a VMSS behind a load balancer on port 80'])(
    '%s',
    async (prompt) => {
      const tf = gen(prompt, 'terraform-azurerm');
      expect(tf.text).toMatch(
        /load_balancer_backend_address_pool_ids\s+= \[azurerm_lb_backend_address_pool\.\w+\.id\]/,
      );
      expect(tf.text).toMatch(/health_probe_id\s+= azurerm_lb_probe\.\w+\.id/);
      expect(await errorsOf(tf.r, 'terraform-azurerm')).toEqual([]);
      for (const format of ['arm', 'bicep'] as const) {
        const { r, text } = gen(prompt, format);
        expect(text.match(/loadBalancerBackendAddressPools/g)).toHaveLength(1);
        expect(await errorsOf(r, format)).toEqual([]);
      }
    },
  );
});

describe('Azure VMs behind an application gateway are in its backend pool', () => {
  it.each(['2 VMs behind an application gateway', 'an application gateway in front of 3 Linux VMs'])(
    '%s',
    async (prompt) => {
      const tf = gen(prompt, 'terraform-azurerm');
      const nics = tf.text.match(/^resource "azurerm_network_interface" /gm)!.length;
      const assoc = [
        ...tf.text.matchAll(
          /^resource "azurerm_network_interface_application_gateway_backend_address_pool_association" "\w+" \{([^}]*)\}/gm,
        ),
      ].map((m) => m[1]);
      expect(assoc).toHaveLength(nics);
      for (const a of assoc)
        expect(a).toMatch(
          /backend_address_pool_id\s+= tolist\(azurerm_application_gateway\.\w+\.backend_address_pool\)\[0\]\.id/,
        );
      expect(tf.text).not.toMatch(/"azurerm_network_interface_backend_address_pool_association"/);
      expect(await errorsOf(tf.r, 'terraform-azurerm')).toEqual([]);
      for (const format of ['arm', 'bicep'] as const) {
        const { r, text } = gen(prompt, format);
        expect(text.match(/applicationGatewayBackendAddressPools/g)).toHaveLength(nics);
        expect(text).toMatch(
          /Microsoft\.Network\/applicationGateways', 'agw-main'\)\}?'?\)?\/?backendAddressPools|backendAddressPools\/backend', resourceId\('Microsoft\.Network\/applicationGateways'/,
        );
        expect(await errorsOf(r, format)).toEqual([]);
      }
    },
  );
});
