/**
 * A workload's own service account takes the workload's given name (issue 24, NAME): a Deployment
 * "checkout-web" runs as "checkout-web", never as the stock "app"; an unnamed workload's account follows
 * the name it is written with, and a service account the request names is the one used. Prompts are our own.
 */
import { generateInfrastructure } from '../../testing/resources';

const manifests = (prompt: string) =>
  generateInfrastructure({ prompt, platform: 'kubernetes', format: 'kubernetes-yaml' })
    .files.map((f) => f.content)
    .join('\n');

describe("a workload's own service account", () => {
  it('is named after the named workload', () => {
    const yaml = manifests('a deployment ledger-web in namespace books running ghcr.io/acme/ledger:2.3, 2 replicas');
    expect(yaml).toMatch(/kind: ServiceAccount\n(?:.*\n)*?\s+name: ledger-web\n/);
    expect(yaml).toMatch(/serviceAccountName: ledger-web/);
  });

  it('follows the name an unnamed workload is written with', () => {
    const yaml = manifests('a deployment running nginx:1.27 with 2 replicas');
    const workload = /kind: Deployment\n(?:.*\n)*?\s+name: (\S+)/.exec(yaml)?.[1];
    expect(workload).toBeDefined();
    expect(yaml).toContain(`serviceAccountName: ${workload}`);
  });

  it('uses the service account the request names', () => {
    const yaml = manifests(
      'a deployment ledger-web running ghcr.io/acme/ledger:2.3 under a service account books-runner',
    );
    expect(yaml).toMatch(/serviceAccountName: books-runner/);
  });
});
