import type { FormatId } from '@infragen/contracts';
import type { Box, DiagramLayout, InfraGraph } from '@infragen/iac-checker/graph';

/** What the diagram's worker is asked to draw. */
export interface DiagramRequest {
  id: number;
  files: { path: string; content: string }[];
  format: FormatId;
  streaming: boolean;
  /** The boxes on screen, kept where they are; null for a fresh layout. */
  previous: Record<string, Box> | null;
}

export type DiagramAnswer =
  { id: number; ok: true; graph: InfraGraph; layout: DiagramLayout } | { id: number; ok: false };
