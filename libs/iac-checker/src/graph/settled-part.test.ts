import { settledPart } from './settled-part';
import { type GraphNode, type InfraGraph } from './types';

const node = (id: string, line: number, endLine: number, extra: Partial<GraphNode> = {}): GraphNode => ({
  id,
  type: 'Microsoft.Network/virtualNetworks',
  name: id,
  typeLabel: 'Virtual network',
  category: 'network',
  kind: 'resource',
  file: 'main.bicep',
  line,
  endLine,
  container: false,
  ...extra,
});

describe('settledPart', () => {
  it('leaves out what is still being written at the end of its file, and what refers to it', () => {
    const graph: InfraGraph = {
      nodes: [node('vnet', 1, 5, { container: true }), node('subnet', 6, 9, { parent: 'vnet' })],
      edges: [{ from: 'subnet', to: 'vnet', kind: 'references' }],
    };
    const text = Array.from({ length: 9 }, (_, i) => `line ${i + 1}`).join('\n');
    const settled = settledPart(graph, [{ path: 'main.bicep', content: `${text}\n  ` }]);
    expect(settled.nodes.map((n) => n.id)).toEqual(['vnet']);
    expect(settled.edges).toEqual([]);
    expect(settledPart(graph, [{ path: 'main.bicep', content: `${text}\nline 10` }])).toBe(graph);
  });
});
