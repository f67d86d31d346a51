import { useMemo } from 'react';
import { DiagramCopy, type Diagnostic, type FormatId } from '@infragen/contracts';
import type { GraphNode } from '@infragen/iac-checker/graph';
import { findingsByNode } from './diagram-model';
import { DiagramView } from './diagram-view';
import { useDiagram, type DiagramEngine } from './use-diagram';

export interface DiagramTabProps {
  files: readonly { path: string; content: string }[];
  format: FormatId;
  streaming: boolean;
  /** The findings shown for this code (the generation's, or those of the edited code). */
  diagnostics: readonly Diagnostic[];
  /** Opens a file at a line in the code view. */
  onOpenInCode(path: string, line: number): void;
  /** Tests draw with a stand-in for the worker. */
  engine?: () => DiagramEngine;
}

/** The node last opened in the code, focused again when the user comes back to the diagram. */
let lastOpened: string | null = null;

/**
 * The Diagram tab: what the code creates, drawn as it streams in (chunk loaded with the tab: the
 * parsers, the graph and the layout run in a worker of their own).
 */
export default function DiagramTab({ files, format, streaming, diagnostics, onOpenInCode, engine }: DiagramTabProps) {
  const diagram = useDiagram(files, format, streaming, engine);
  const findings = useMemo(
    () => (diagram.graph ? findingsByNode(diagram.graph, diagnostics) : new Map<string, Diagnostic[]>()),
    [diagram.graph, diagnostics],
  );
  const open = (node: GraphNode) => {
    lastOpened = node.id;
    onOpenInCode(node.file, node.line);
  };
  if (diagram.status === 'failed')
    return (
      <p className="p-4 text-sm text-muted-foreground" role="status">
        {DiagramCopy.failed}
      </p>
    );
  if (!diagram.graph || !diagram.layout)
    return (
      <p className="p-4 text-sm text-muted-foreground" role="status">
        {DiagramCopy.loading}
      </p>
    );
  if (diagram.graph.nodes.length === 0)
    return (
      <p className="p-4 text-sm text-muted-foreground" role="status">
        {DiagramCopy.empty}
      </p>
    );
  return (
    <DiagramView
      graph={diagram.graph}
      layout={diagram.layout}
      findings={findings}
      streaming={streaming}
      onOpen={open}
      onTidy={diagram.tidy}
      focusId={lastOpened}
    />
  );
}
