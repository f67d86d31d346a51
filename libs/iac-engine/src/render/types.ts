import { type CodeLanguage } from '@infragen/contracts';
import { type Component } from '../model/types';

interface RenderedFile {
  path: string;
  content: string;
  language: CodeLanguage;
}

export interface RenderOutput {
  files: RenderedFile[];
  /** For each component, the resources written for it (addresses or logical ids). */
  produced: Map<Component, string[]>;
}
