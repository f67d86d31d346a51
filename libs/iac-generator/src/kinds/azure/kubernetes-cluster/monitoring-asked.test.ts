/**
 * An AKS cluster sends container logs to a Log Analytics workspace when the request asks for
 * monitoring or logs, or names a workspace; otherwise no workspace is written (it costs money the
 * user did not choose to spend).
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../../testing/resources';

const WORKSPACE = /azurerm_log_analytics_workspace|Microsoft\.OperationalInsights\/workspaces/;
const AGENT = /oms_agent|omsagent/;

describe("an AKS cluster's log workspace", () => {
  it.each([
    ['terraform-azurerm', 'AKS cluster aks-pay with 4 nodes of Standard_D8s_v5'],
    ['arm', 'an aks cluster for the batch jobs'],
  ] as [FormatId, string][])('%s: none unasked (%s)', async (format, prompt) => {
    const { result, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).not.toMatch(WORKSPACE);
    expect(files).not.toMatch(AGENT);
  });

  it.each([
    ['terraform-azurerm', 'AKS cluster aks-pay with container logs and monitoring turned on'],
    ['bicep', 'aks cluster sending its logs to a new log analytics workspace law-aks'],
  ] as [FormatId, string][])('%s: written when asked (%s)', async (format, prompt) => {
    const { result, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toMatch(WORKSPACE);
    expect(files).toMatch(AGENT);
  });
});
