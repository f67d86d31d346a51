/**
 * A graph's containment and references as the layout asks for them many times over while it
 * places nodes: parents, children, ancestors, descendants and neighbours, worked out once.
 *
 * @example
 *   const tree = new LayoutTree(graph);
 *   tree.ancestors('aws_instance.web') // ['aws_subnet.a', 'aws_vpc.main'], innermost first
 */
import { type GraphNode, type InfraGraph } from './types';

export class LayoutTree {
  private readonly byId: Map<string, GraphNode>;
  private readonly kids = new Map<string | undefined, string[]>();
  private readonly near = new Map<string, string[]>();
  private readonly up = new Map<string, string[]>();

  constructor(readonly graph: InfraGraph) {
    this.byId = new Map(graph.nodes.map((n) => [n.id, n]));
    for (const n of graph.nodes) {
      const p = this.parent(n.id);
      this.kids.set(p, [...(this.kids.get(p) ?? []), n.id]);
    }
    for (const e of graph.edges) {
      this.near.set(e.from, [...(this.near.get(e.from) ?? []), e.to]);
      this.near.set(e.to, [...(this.near.get(e.to) ?? []), e.from]);
    }
  }

  node(id: string): GraphNode | undefined {
    return this.byId.get(id);
  }

  /** Its container, when that is a node of the graph. */
  parent(id: string): string | undefined {
    const p = this.byId.get(id)?.parent;
    return p && this.byId.has(p) ? p : undefined;
  }

  children(id: string | undefined): string[] {
    return this.kids.get(id) ?? [];
  }

  /** Its containers, innermost first (a containment cycle is cut where it closes). */
  ancestors(id: string): string[] {
    let out = this.up.get(id);
    if (!out) {
      out = [];
      for (let p = this.parent(id); p && p !== id && !out.includes(p); p = this.parent(p)) out.push(p);
      this.up.set(id, out);
    }
    return out;
  }

  depth(id: string): number {
    return this.ancestors(id).length;
  }

  descendants(id: string): string[] {
    const out: string[] = [];
    const visit = (p: string) => {
      for (const c of this.children(p))
        if (c !== id && !out.includes(c)) {
          out.push(c);
          visit(c);
        }
    };
    visit(id);
    return out;
  }

  /** The nodes it has a reference with, either way. */
  neighbours(id: string): string[] {
    return this.near.get(id) ?? [];
  }

  /** One holds the other, or they are the same. */
  related(a: string, b: string): boolean {
    return a === b || this.ancestors(a).includes(b) || this.ancestors(b).includes(a);
  }
}
