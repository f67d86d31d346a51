/**
 * A product called by its newer name is written as the type its schema still names by the older one
 * (Azure AI Search is a search service; Azure Managed Grafana a dashboard grafana), never a type that
 * merely shares a word of the new name (an AI services account).
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../testing/resources';

describe('a product known by a newer name than its type', () => {
  it.each([
    ['terraform-azurerm', 'Azure AI Search for the product catalogue, named srch-catalog', 'azurerm_search_service'],
    ['arm', 'an Azure AI Search service called srch-kb', 'Microsoft.Search/searchServices'],
    ['bicep', 'Azure Cognitive Search instance srch-legacy', 'Microsoft.Search/searchServices'],
    ['terraform-azurerm', 'Azure Managed Grafana named graf-platform', 'azurerm_dashboard_grafana'],
  ] as [FormatId, string, string][])('%s: %s', async (format, prompt, type) => {
    const { resources } = await generated(prompt, format);
    const types = resources.map((r) => r.type);
    expect(types).toContain(type);
    expect(types).not.toContain('azurerm_ai_services');
    expect(types).not.toContain('Microsoft.CognitiveServices/accounts');
  });
});
