import { createSelector } from '@reduxjs/toolkit';
import {
  Messages,
  type CodeLanguage,
  type Diagnostic,
  type FormatId,
  type GeneratedFile,
  type RepairRecord,
} from '@infragen/contracts';
import { extractFiles } from '@infragen/iac-extract';
import type { RootState } from '@/app/hooks';

const messages = (s: RootState) => s.conversation.messages;
export const selectActive = (s: RootState) => s.conversation.active;
export const selectIsGenerating = (s: RootState) => s.conversation.active !== null;

/** The chat shows every message but the code ones (those go to the code panel). */
export const selectChatMessages = createSelector([messages], (all) => all.filter((m) => !m.isCode));
const selectCodeBlockCount = createSelector([messages], (all) => all.filter((m) => m.isCode).length);

const activeGeneration = (s: RootState) => {
  const id = s.conversation.active?.generationId;
  return id ? s.generations[id] : undefined;
};

/**
 * What the running generation does after its answer streamed: its code is being checked, or a
 * repair round is fixing the errors found. Null while it streams its first answer (or none runs).
 */
export const selectCheckPhase = (s: RootState): string | null => {
  const live = activeGeneration(s);
  if (!live) return null;
  if (live.fixing !== null) return Messages.checkedOutput.fixing(live.fixing);
  if (live.status === 'validating') return Messages.checkedOutput.validating;
  return null;
};

/** The templates panel's status line: generating (or checking, or fixing), else the code blocks so far, else ready. */
export const selectStatusLine = (s: RootState): string => {
  if (selectIsGenerating(s)) return selectCheckPhase(s) ?? Messages.workspace.generating;
  const count = selectCodeBlockCount(s);
  return count > 0 ? Messages.workspace.generatedBlocks(count) : Messages.workspace.readyToGenerate;
};

export interface CodeView {
  files: GeneratedFile[];
  streaming: boolean;
  explanation?: string;
  /** The findings in the files shown, when they are a checked generation's (null: not checked). */
  diagnostics: Diagnostic[] | null;
  repair: RepairRecord | null;
}

const EXTENSION: Record<CodeLanguage, string> = { hcl: '.tf', yaml: '.yaml', json: '.json', bicep: '.bicep' };

/** The answer streaming now, or (at the start of a repair round, before it brings files) the one it replaces. */
const liveText = (s: RootState) => {
  const live = activeGeneration(s);
  return live ? live.text || live.replacedText : '';
};
const liveFormat = (s: RootState) => s.conversation.active?.format ?? s.workspace.format;
const codeGeneration = (s: RootState) => {
  const id = s.conversation.codeGenerationId;
  return id ? s.generations[id] : undefined;
};
const codeResult = (s: RootState) => codeGeneration(s)?.result ?? null;
const codeDiagnostics = (s: RootState) => codeGeneration(s)?.diagnostics ?? null;
const codeRepair = (s: RootState) => codeGeneration(s)?.repair ?? null;

/** The format of the code shown: the running request's, else the findings' own, else the picker's. */
export const selectCodeFormat = (s: RootState): FormatId =>
  s.conversation.active?.format ?? codeDiagnostics(s)?.[0]?.format ?? s.workspace.format;
const latestCode = createSelector([messages], (all) => all.findLast((m) => m.isCode) ?? null);
/**
 * The files of the answer so far, by the same rules the worker applies to the finished answer: a
 * file shown while streaming keeps its name when the generation completes, and only grows.
 */
const liveFiles = createSelector([liveText, liveFormat], (text, format) =>
  text ? extractFiles(text, format, { complete: false }) : [],
);

/**
 * What the code panel shows: the text streaming in while a generation runs (once it has brought
 * some), else the latest code: its files and explanation when known, else its code message.
 */
export const selectCodeView = createSelector(
  [selectIsGenerating, liveFiles, codeResult, latestCode, codeDiagnostics, codeRepair],
  (generating, live, result, code, diagnostics, repair): CodeView => {
    const unchecked = { diagnostics: null, repair: null };
    if (generating && live.length > 0) return { files: live, streaming: true, ...unchecked };
    const streaming = generating;
    if (result && result.files.length > 0)
      return { files: result.files, streaming, explanation: result.explanation, diagnostics, repair };
    if (code)
      return {
        files: [{ path: `main${EXTENSION[code.language]}`, language: code.language, content: code.content }],
        streaming,
        ...unchecked,
      };
    return { files: [], streaming, ...unchecked };
  },
);
