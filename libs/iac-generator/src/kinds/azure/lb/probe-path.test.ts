/** A load balancer's health probe with a path said: an HTTP probe of that path in every format; without one, TCP. */
import { generateInfrastructure } from '../../../testing/resources';

const run = (prompt: string, format: string) => {
  const r = generateInfrastructure({ prompt, platform: 'azure', format } as Parameters<
    typeof generateInfrastructure
  >[0]);
  return { ...r, text: r.files.map((f) => f.content).join('\n') };
};

describe('a load balancer probe with a path', () => {
  it('Terraform: Http probe on 8080 /status, the rule still TCP', () => {
    const r = run(
      'a public standard load balancer lb-api-uks with a health probe on port 8080 path /status and a rule for port 8080',
      'terraform-azurerm',
    );
    expect(r.text).toMatch(/resource "azurerm_lb_probe"[^}]*protocol\s+= "Http"[^}]*request_path\s+= "\/status"/);
    expect(r.text).toMatch(/resource "azurerm_lb_rule"[^}]*protocol\s+= "Tcp"/);
  });

  it('ARM: requestPath on the probe', () => {
    const r = run('Standard load balancer lb-shop with a health probe hitting /ready on port 80', 'arm');
    expect(r.text).toContain('"requestPath": "/ready"');
    expect(r.text).toContain('"protocol": "Http"');
  });

  it('no path said: a TCP probe', () => {
    const r = run('internal load balancer lb-db on port 5432', 'terraform-azurerm');
    expect(r.text).toMatch(/protocol\s+= "Tcp"/);
    expect(r.text).not.toContain('request_path');
  });
});
