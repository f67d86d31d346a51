import { createSelector } from '@reduxjs/toolkit';
import { Messages, type CodeLanguage } from '@infragen/contracts';
import type { RootState } from '@/app/store';
import { streamingFiles, type LiveFile } from './streaming-files';

const messages = (s: RootState) => s.conversation.messages;
export const selectActive = (s: RootState) => s.conversation.active;
export const selectIsGenerating = (s: RootState) => s.conversation.active !== null;

/** The chat shows every message but the code ones (those go to the code panel). */
export const selectChatMessages = createSelector([messages], (all) => all.filter((m) => !m.isCode));
export const selectCodeBlockCount = createSelector([messages], (all) => all.filter((m) => m.isCode).length);

/** The templates panel's status line (spec section 4). */
export const selectStatusLine = (s: RootState): string => {
  if (selectIsGenerating(s)) return Messages.workspace.generating;
  const count = selectCodeBlockCount(s);
  return count > 0 ? Messages.workspace.generatedBlocks(count) : Messages.workspace.readyToGenerate;
};

export interface CodeView {
  files: LiveFile[];
  streaming: boolean;
  explanation?: string;
}

const EXTENSION: Record<CodeLanguage, string> = { hcl: '.tf', yaml: '.yaml', json: '.json', bicep: '.bicep' };

const liveText = (s: RootState) => {
  const id = s.conversation.active?.generationId;
  return id ? (s.generations[id]?.text ?? '') : '';
};
const liveFormat = (s: RootState) => s.conversation.active?.format ?? s.workspace.format;
const codeResult = (s: RootState) => {
  const id = s.conversation.codeGenerationId;
  return id ? (s.generations[id]?.result ?? null) : null;
};
const latestCode = createSelector([messages], (all) => all.findLast((m) => m.isCode) ?? null);
const liveFiles = createSelector([liveText, liveFormat], (text, format) => (text ? streamingFiles(text, format) : []));

/**
 * What the code panel shows: the text streaming in while a generation runs (once it has brought
 * some), else the latest code: its files and explanation when known, else its code message.
 */
export const selectCodeView = createSelector(
  [selectIsGenerating, liveFiles, codeResult, latestCode],
  (generating, live, result, code): CodeView => {
    if (generating && live.length > 0) return { files: live, streaming: true };
    const streaming = generating;
    if (result && result.files.length > 0) return { files: result.files, streaming, explanation: result.explanation };
    if (code) return { files: [{ path: `main${EXTENSION[code.language]}`, language: code.language, content: code.content }], streaming };
    return { files: [], streaming };
  },
);
