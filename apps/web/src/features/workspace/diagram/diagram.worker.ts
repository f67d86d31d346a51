/// <reference lib="webworker" />
// Parsing, building the graph and laying it out run here, off the page's thread, so typing in
// the editor never waits for the diagram.
import { computeDiagram } from './diagram-compute';
import type { DiagramRequest } from './diagram-request';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<DiagramRequest>) => {
  void computeDiagram(event.data).then((answer) => self.postMessage(answer));
};
