import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormatId } from '@infragen/contracts';
import type { Box, DiagramLayout, InfraGraph } from '@infragen/iac-checker/graph';
import type { DiagramAnswer, DiagramRequest } from './diagram-request';

export interface DiagramState {
  status: 'loading' | 'ready' | 'failed';
  graph: InfraGraph | null;
  layout: DiagramLayout | null;
}

/** Something that answers diagram requests: the worker in the browser, a stand-in in tests. */
export interface DiagramEngine {
  post(request: DiagramRequest): void;
  onAnswer(listener: (answer: DiagramAnswer) => void): void;
  close(): void;
}

function workerEngine(): DiagramEngine {
  const worker = new Worker(new URL('./diagram.worker.ts', import.meta.url), { type: 'module' });
  return {
    post: (request) => worker.postMessage(request),
    onAnswer: (listener) => {
      worker.onmessage = (event: MessageEvent<DiagramAnswer>) => listener(event.data);
    },
    close: () => worker.terminate(),
  };
}

/**
 * The boxes last drawn, kept while the tab is closed (its component unmounts), so coming back
 * to it shows the same picture; forgotten when a new answer starts streaming.
 * (Module state: the panel shows one diagram at a time.)
 */
let remembered: Record<string, Box> | null = null;
let rememberedWhileStreaming = false;
/** How many nodes the remembered drawing has. */
let rememberedNodes = 0;

/**
 * The diagram of `files`, drawn by the engine (the worker) as they change. One request at a
 * time: text arriving meanwhile is drawn once the answer for the last text is in, so a fast
 * stream costs one layout per answer, never a queue of them. Boxes on screen stay where they are
 * (`tidy` asks for a fresh layout).
 */
export function useDiagram(
  files: readonly { path: string; content: string }[],
  format: FormatId,
  streaming: boolean,
  createEngine: () => DiagramEngine = workerEngine,
): DiagramState & { tidy(): void } {
  const [state, setState] = useState<DiagramState>({ status: 'loading', graph: null, layout: null });
  const engine = useRef<DiagramEngine | null>(null);
  const busy = useRef(false);
  const pending = useRef<Omit<DiagramRequest, 'id' | 'previous'> | null>(null);
  const fresh = useRef(false);
  const sentStreaming = useRef(false);
  const next = useRef(1);

  const send = () => {
    const request = pending.current;
    if (!request || busy.current || !engine.current) return;
    pending.current = null;
    busy.current = true;
    engine.current.post({ ...request, id: next.current++, previous: fresh.current ? null : remembered });
    sentStreaming.current = request.streaming;
    fresh.current = false;
  };

  useEffect(() => {
    const e = createEngine();
    engine.current = e;
    e.onAnswer((answer) => {
      busy.current = false;
      // A streaming answer only grows: a graph with fewer nodes than the one drawn comes from
      // text cut where the parser could not read it yet, and drawing it would forget the places.
      const shrank = answer.ok && sentStreaming.current && answer.graph.nodes.length < rememberedNodes;
      if (answer.ok && !shrank) {
        remembered = answer.layout.boxes;
        rememberedNodes = answer.graph.nodes.length;
        setState({ status: 'ready', graph: answer.graph, layout: answer.layout });
      } else if (!answer.ok) setState((last) => ({ ...last, status: last.graph ? 'ready' : 'failed' }));
      send();
    });
    send();
    return () => {
      e.close();
      engine.current = null;
      busy.current = false;
    };
    // The engine is made once per mount; `send` reads refs only.
  }, []);

  // The panel hands over a fresh list on every render: what matters is the text in it.
  const key = useMemo(
    () => JSON.stringify([format, streaming, files.map((f) => [f.path, f.content])]),
    [files, format, streaming],
  );
  useEffect(() => {
    const [f, live, texts] = JSON.parse(key) as [FormatId, boolean, [string, string][]];
    pending.current = { files: texts.map(([path, content]) => ({ path, content })), format: f, streaming: live };
    // A new answer starting to stream is drawn afresh, not over the last answer's places.
    if (live && !rememberedWhileStreaming) {
      remembered = null;
      rememberedNodes = 0;
    }
    rememberedWhileStreaming = live;
    send();
  }, [key]);

  return {
    ...state,
    tidy() {
      fresh.current = true;
      pending.current = { files: files.map((f) => ({ path: f.path, content: f.content })), format, streaming };
      send();
    },
  };
}
