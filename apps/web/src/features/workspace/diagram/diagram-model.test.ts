import type { Diagnostic } from '@infragen/contracts';
import type { GraphNode, InfraGraph } from '@infragen/iac-checker/graph';
import { findingsByNode } from './diagram-model';

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
const finding = (line: number, extra: Partial<Diagnostic> = {}): Diagnostic => ({
  format: 'bicep',
  file: 'main.bicep',
  line,
  column: 3,
  severity: 'error',
  code: 'bicep.syntax',
  message: 'x',
  ...extra,
});

describe('findingsByNode', () => {
  const graph: InfraGraph = {
    nodes: [node('vnet', 1, 20, { container: true }), node('subnet', 8, 14, { parent: 'vnet' }), node('nsg', 22, 30)],
    edges: [],
  };

  it('puts a finding on the innermost resource written around its line', () => {
    const byNode = findingsByNode(graph, [finding(10), finding(3), finding(25)]);
    expect(byNode.get('subnet')?.map((d) => d.line)).toEqual([10]);
    expect(byNode.get('vnet')?.map((d) => d.line)).toEqual([3]);
    expect(byNode.get('nsg')?.map((d) => d.line)).toEqual([25]);
  });

  it('counts errors and HIGH or CRITICAL findings only, and none that a waiver covers', () => {
    const byNode = findingsByNode(graph, [
      finding(25, { severity: 'warning', ruleSeverity: 'MEDIUM' }),
      finding(25, { severity: 'info', ruleSeverity: 'HIGH', waived: { reason: 'accepted', line: 21 } }),
      finding(26, { severity: 'error', ruleSeverity: 'CRITICAL' }),
      finding(40),
    ]);
    expect(byNode.get('nsg')?.map((d) => d.line)).toEqual([26]);
    expect([...byNode.keys()]).toEqual(['nsg']);
  });
});
