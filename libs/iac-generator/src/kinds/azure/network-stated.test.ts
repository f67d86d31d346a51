/**
 * Address ranges and internet rules stated for an Azure network are written: a network whose range
 * was said apart from its name takes the stated range holding its subnets' ranges (so the subnets
 * keep theirs), and a port let in "from the internet" is an NSG rule from Internet.
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../testing/resources';

const text = async (prompt: string, format: FormatId) => {
  const { result, errors } = await generated(prompt, format);
  expect(errors).toEqual([]);
  return result.files.map((f) => f.content).join('\n');
};

describe('stated network ranges and internet rules on Azure', () => {
  it.each([
    [
      'terraform-azurerm',
      'hub network:\n- vnet vnet-hub-weu, 10.80.0.0/16\n- subnets snet-shared 10.80.4.0/24 and snet-mgmt 10.80.5.0/24',
      ['"10.80.0.0/16"', '"10.80.4.0/24"', '"10.80.5.0/24"'],
    ],
    [
      'bicep',
      'a virtual network called vnet-lab; 172.20.0.0/16. subnet snet-vms with 172.20.8.0/24',
      ["'172.20.0.0/16'", "'172.20.8.0/24'"],
    ],
  ] as [FormatId, string, string[]][])('%s: %s', async (format, prompt, ranges) => {
    const files = await text(prompt, format);
    for (const r of ranges) expect(files).toContain(r);
    expect(files).not.toContain('10.0.0.0/16');
  });

  it.each([
    [
      'terraform-azurerm',
      'a vnet with one subnet and an NSG on it that lets 8443 in from the internet',
      /destination_port_range\s*=\s*"8443"[\s\S]*source_address_prefix\s*=\s*"Internet"/,
    ],
    [
      'arm',
      'network security group allowing port 443 from anywhere, on a new vnet subnet',
      /"destinationPortRange": "443"[\s\S]*"sourceAddressPrefix": "Internet"/,
    ],
  ] as [FormatId, string, RegExp][])('%s: %s', async (format, prompt, written) => {
    expect(await text(prompt, format)).toMatch(written);
  });
});
