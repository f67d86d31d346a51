import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState, type JSX } from 'react';
import {
  CodePanelCopy,
  type CodeLanguage,
  type Diagnostic,
  type FormatId,
  type RepairRecord,
} from '@infragen/contracts';
import { Badge } from '@/components/ui/badge';
import { allFilesText } from './all-files-text';
import { CodePanelEmpty } from './code-panel-empty';
import { CodePanelTabs, preloadCodePanelTabs, type CodePanelTab } from './code-panel-tabs';
import { CodeView, preloadCodeEditor } from './code-view';
import { CopyButton } from './copy-button';
import { DownloadButton } from './download-button';
import { EditToggle } from './edit-toggle';
import { mainFileOf } from './main-file';
import { useEditedTexts } from './use-edited-texts';

// The Problems panel (and the re-check of edited code it runs) appears only once code is there:
// its chunk is not part of the page's first load (scripts/check-bundle-size.mjs).
const ProblemsPanel = lazy(() => import('./problems-panel'));

const NO_DIAGNOSTICS: readonly Diagnostic[] = [];

export interface CodePanelFile {
  path: string;
  language: CodeLanguage;
  content: string;
}

export interface CodePanelProps {
  /** Files to show; empty → the empty state. While streaming there is one file whose content grows. */
  files: CodePanelFile[];
  /** True while deltas are still arriving: content grows, no Ready badge, editing off. */
  streaming: boolean;
  /** Base name for the zip when there are several files, e.g. "aws-infrastructure". */
  downloadName: string;
  /** Optional text shown under the code (the built-in generator's explanation). */
  explanation?: string;
  /** The format of the code, for checking it again once edited. Without it there is no Problems panel. */
  format?: FormatId;
  /** The findings of the generation's checks in `files` (null: not checked). */
  diagnostics?: Diagnostic[] | null;
  /** What the repair rounds did, when they ran. */
  repair?: RepairRecord | null;
  /** What the generation does after streaming ("Checking the code...", "Fixing 2 problems..."). */
  phase?: string | null;
  /** Views beside the files (the Diagram tab), made from what the panel shows. */
  views?: (panel: CodePanelViewContext) => CodePanelTab[];
}

/** What a view beside the files is given: the code as shown (edits included) and a way back to it. */
export interface CodePanelViewContext {
  files: { path: string; content: string }[];
  streaming: boolean;
  /** The findings shown for this code: the generation's, or those of the edited code. */
  diagnostics: readonly Diagnostic[];
  /** Opens a file at a line; the panel then offers a way back to the view that asked. */
  openInCode(path: string, line: number, from: string): void;
}

const codeFill = 'absolute inset-0';

/**
 * The workspace's Generated Code panel: the generated files in a read-only CodeMirror view with
 * Edit, Copy and Download; one tab per file when there are several.
 */
export function CodePanel({
  files,
  streaming,
  downloadName,
  explanation,
  format,
  diagnostics = null,
  repair = null,
  phase = null,
  views,
}: CodePanelProps): JSX.Element {
  // The editor's chunk is fetched while the panel still shows its empty state, so the first
  // streamed code does not wait for the download as well as for the editor to be built.
  useEffect(preloadCodeEditor, []);
  // Likewise the tab list's, for an answer with several files.
  useEffect(preloadCodePanelTabs, []);
  const titleId = useId();
  // The tab the user chose; until they choose, the answer's main file (main-file.ts).
  const [activePath, setActivePath] = useState<string>();
  const [editing, setEditing] = useState(false);
  const { textOf, setText } = useEditedTexts();
  // A new stream takes editing away; it stays off until the user asks again.
  if (streaming && editing) setEditing(false);
  // A new stream opens on its own main file, not on the tab chosen in the last answer.
  const [wasStreaming, setWasStreaming] = useState(streaming);
  if (streaming !== wasStreaming) {
    setWasStreaming(streaming);
    if (streaming) setActivePath(undefined);
  }

  const active = files.find((file) => file.path === activePath) ?? mainFileOf(files);
  const hasCode = active !== undefined;

  // The findings the Problems panel shows (the generation's, or those of the edited code), marked
  // in the editor too; one stable list per file, so a re-render does not reset the marks.
  const [shown, setShown] = useState<readonly Diagnostic[] | null>(null);
  const marks = streaming ? NO_DIAGNOSTICS : (shown ?? diagnostics ?? NO_DIAGNOSTICS);
  const marksByFile = useMemo(() => {
    const byFile = new Map<string, Diagnostic[]>();
    for (const d of marks) byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
    return byFile;
  }, [marks]);
  // The place a chosen problem asked for; forgotten when the user picks a tab or a new stream
  // starts, so an editor shown again later does not move its cursor back there.
  const [jump, setJump] = useState<{ path: string; line: number; column: number; nonce: number } | null>(null);
  if (streaming && jump) setJump(null);
  const jumpTo = useCallback((d: Diagnostic) => {
    setActivePath(d.file);
    setJump((last) => ({ path: d.file, line: d.line, column: d.column, nonce: (last?.nonce ?? 0) + 1 }));
  }, []);
  // The view a file was opened from (a node of the diagram), to go back to it.
  const [returnTo, setReturnTo] = useState<{ value: string; label: string } | null>(null);
  const chooseTab = (path: string) => {
    setActivePath(path);
    setJump(null);
    setReturnTo(null);
  };
  const showProblems = hasCode && !streaming && format !== undefined;

  const codeOf = (file: CodePanelFile) => (
    <div className={codeFill}>
      <CodeView
        key={`${file.path}:${file.language}`}
        text={textOf(file)}
        language={file.language}
        label={CodePanelCopy.codeLabel(file.path)}
        editable={editing}
        streaming={streaming}
        onChange={(text) => setText(file, text)}
        diagnostics={marksByFile.get(file.path) ?? NO_DIAGNOSTICS}
        jumpTo={jump?.path === file.path ? jump : null}
      />
    </div>
  );

  const tabs: CodePanelTab[] = files.map((file) => ({
    value: file.path,
    label: file.path,
    render: () => codeOf(file),
  }));
  const extra =
    views?.({
      files: files.map((file) => ({ path: file.path, content: textOf(file) })),
      streaming,
      diagnostics: marks,
      openInCode: (path, line, from) => {
        setActivePath(path);
        setJump((last) => ({ path, line, column: 1, nonce: (last?.nonce ?? 0) + 1 }));
        setReturnTo({ value: from, label: extraLabel(from) });
      },
    }) ?? [];
  function extraLabel(value: string): string {
    return extra.find((t) => t.value === value)?.label ?? value;
  }
  tabs.push(...extra);
  const shownTab = activePath !== undefined && extra.some((t) => t.value === activePath) ? activePath : active?.path;

  return (
    <section
      aria-labelledby={titleId}
      className="flex h-full min-h-0 min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3">
        <div className="flex items-center gap-2">
          <h2 id={titleId} className="text-lg font-semibold">
            {CodePanelCopy.title}
          </h2>
          {/* A live region, so finishing a generation is announced as well as shown. */}
          <span role="status">
            {hasCode && !streaming && (
              <Badge className="border-green-200 bg-green-50 text-green-800">{CodePanelCopy.ready}</Badge>
            )}
            {streaming && phase && (
              <span className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="check-phase">
                <span
                  aria-hidden="true"
                  className="size-3.5 animate-spin rounded-full border-2 border-border border-t-primary"
                />
                {phase}
              </span>
            )}
          </span>
        </div>
        {hasCode && (
          <div className="flex flex-wrap items-center gap-2">
            <EditToggle pressed={editing} disabled={streaming} onPressedChange={setEditing} />
            <CopyButton text={textOf(active)} />
            {files.length > 1 && (
              <CopyButton
                label={CodePanelCopy.copyAll}
                announcement={CodePanelCopy.copiedAllAnnouncement}
                text={allFilesText(files.map((file) => ({ ...file, content: textOf(file) })))}
              />
            )}
            <DownloadButton
              files={files.map((file) => ({ ...file, content: textOf(file) }))}
              downloadName={downloadName}
            />
          </div>
        )}
      </div>

      {!hasCode && <CodePanelEmpty />}
      {hasCode && returnTo && shownTab !== returnTo.value && (
        <button
          type="button"
          className="self-start px-4 pt-2 text-sm text-accent underline-offset-2 hover:underline"
          onClick={() => chooseTab(returnTo.value)}
        >
          {CodePanelCopy.backTo(returnTo.label)}
        </button>
      )}
      {hasCode && <CodePanelTabs tabs={tabs} value={shownTab} onValueChange={chooseTab} />}

      {showProblems && (
        <Suspense fallback={null}>
          <ProblemsPanel
            files={files.map((file) => ({ path: file.path, content: textOf(file), generated: file.content }))}
            format={format}
            diagnostics={diagnostics}
            repair={repair}
            onShown={setShown}
            onJump={jumpTo}
          />
        </Suspense>
      )}

      {explanation && (
        <div
          className="max-h-40 overflow-y-auto border-t border-border px-4 py-3"
          tabIndex={0}
          aria-labelledby={`${titleId}-explanation`}
        >
          <h3 id={`${titleId}-explanation`} className="text-sm font-semibold">
            {CodePanelCopy.explanationTitle}
          </h3>
          <p className="mt-1 whitespace-pre-wrap text-sm text-muted-foreground">{explanation}</p>
        </div>
      )}
    </section>
  );
}
