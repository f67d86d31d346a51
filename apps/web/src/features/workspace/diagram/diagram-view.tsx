import { useEffect, useId, useRef } from 'react';
import { Download, Maximize, Minus, Plus, Sparkles } from 'lucide-react';
import { DiagramCopy, type Diagnostic } from '@infragen/contracts';
import type { DiagramLayout, GraphNode, InfraGraph } from '@infragen/iac-checker/graph';
import { Button } from '@/components/ui/button';
import { showToast } from '@/lib/toast';
import { saveBlob } from '@/widgets/code-panel/save-blob';
import { ArrowDefs, DiagramDrawing } from './diagram-canvas';
import { DiagramText } from './diagram-text';
import { drawingToSvg, svgToPng } from './export-image';
import { usePanZoom } from './use-pan-zoom';

export interface DiagramViewProps {
  graph: InfraGraph;
  layout: DiagramLayout;
  findings: ReadonlyMap<string, Diagnostic[]>;
  streaming: boolean;
  onOpen(node: GraphNode): void;
  onTidy(): void;
  /** The node to give focus to when the view appears (the one last opened in the code). */
  focusId?: string | null;
}

/** The drawing with its toolbar (zoom, fit, tidy, downloads) and its text alternative. */
export function DiagramView({ graph, layout, findings, streaming, onOpen, onTidy, focusId }: DiagramViewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const drawing = useRef<SVGGElement>(null);
  const defs = useRef<SVGSVGElement>(null);
  const hintId = useId();
  const size = { width: layout.width, height: layout.height };
  const { view, zoomIn, zoomOut, fit, handlers } = usePanZoom(frame, size);

  // A finished answer opens fitted to the panel; a streaming one grows from the top left.
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || streaming) return;
    fitted.current = true;
    fit();
  }, [fit, streaming]);

  useEffect(() => {
    if (!focusId) return;
    const el = frame.current?.querySelector<SVGElement>(`[data-node-id="${CSS.escape(focusId)}"]`);
    (el?.getAttribute('role') === 'button' ? el : el?.querySelector<SVGElement>('[role="button"]'))?.focus();
    // Only when the view appears: later renders leave focus where the user put it.
  }, []);

  const svgText = () =>
    drawing.current ? drawingToSvg(drawing.current, defs.current?.querySelector('defs') ?? null, size) : '';
  const downloadSvg = () => saveBlob(new Blob([svgText()], { type: 'image/svg+xml' }), `${DiagramCopy.fileName}.svg`);
  const downloadPng = async () => {
    try {
      saveBlob(await svgToPng(svgText(), size), `${DiagramCopy.fileName}.png`);
    } catch (error) {
      console.error('PNG export failed', error);
      showToast({ title: DiagramCopy.downloadFailed }, 'destructive', 'download');
    }
  };

  return (
    <div className="absolute inset-0 flex flex-col">
      <div className="flex flex-wrap items-center gap-1 border-b border-border px-2 py-1">
        <Button variant="ghost" size="sm" onClick={zoomIn} aria-label={DiagramCopy.zoomIn} title={DiagramCopy.zoomIn}>
          <Plus aria-hidden className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={zoomOut}
          aria-label={DiagramCopy.zoomOut}
          title={DiagramCopy.zoomOut}
        >
          <Minus aria-hidden className="size-4" />
        </Button>
        <Button variant="ghost" size="sm" onClick={fit} aria-label={DiagramCopy.fit} title={DiagramCopy.fit}>
          <Maximize aria-hidden className="size-4" />
        </Button>
        <Button variant="ghost" size="sm" onClick={onTidy} disabled={streaming}>
          <Sparkles aria-hidden className="size-4" />
          {DiagramCopy.tidy}
        </Button>
        <span className="flex-1" />
        <Button variant="outline" size="sm" onClick={downloadSvg}>
          <Download aria-hidden className="size-4" />
          {DiagramCopy.downloadSvg}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void downloadPng()}>
          <Download aria-hidden className="size-4" />
          {DiagramCopy.downloadPng}
        </Button>
      </div>
      <div
        ref={frame}
        role="region"
        aria-label={DiagramCopy.label}
        aria-describedby={hintId}
        tabIndex={0}
        className="relative min-h-0 flex-1 cursor-grab touch-none overflow-hidden bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-accent active:cursor-grabbing"
        {...handlers}
      >
        <p id={hintId} className="sr-only">
          {DiagramCopy.panHint}
        </p>
        <svg ref={defs} width="100%" height="100%" className="block" data-testid="diagram-svg">
          <ArrowDefs />
          <DiagramDrawing
            ref={drawing}
            graph={graph}
            layout={layout}
            findings={findings}
            onOpen={onOpen}
            transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}
          />
        </svg>
      </div>
      {layout.waiting.length > 0 && (
        <p role="status" className="border-t border-border px-3 py-1 text-xs text-muted-foreground">
          {DiagramCopy.waiting(layout.waiting.length)}
        </p>
      )}
      <DiagramText graph={graph} findings={findings} onOpen={onOpen} />
    </div>
  );
}
