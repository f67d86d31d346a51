import { useId, useRef } from 'react';
import { ChevronDown } from 'lucide-react';
import { Messages, templatesFor, WorkspaceCopy } from '@infragen/contracts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { selectIsGenerating, selectStatusLine } from './workspace-selectors';
import { tryTemplate } from './workspace-thunks';
import { workspaceSliceActions } from './workspace-slice';

/** How many templates show before "+N more templates available". */
const TEMPLATES_SHOWN = 4;

/**
 * The collapsible Templates panel: tagged Quick Start, with the generation status line, the
 * platform's first four templates and the rest behind "+N more templates available".
 */
export function TemplatesPanel() {
  const dispatch = useAppDispatch();
  const { platform, templatesOpen, allTemplatesShown } = useAppSelector((s) => s.workspace);
  const status = useAppSelector(selectStatusLine);
  const generating = useAppSelector(selectIsGenerating);
  const bodyId = useId();
  // Try folds the panel, taking the pressed button away: focus goes to the panel's toggle.
  const toggle = useRef<HTMLButtonElement>(null);
  const all = templatesFor(platform);
  const shown = allTemplatesShown ? all : all.slice(0, TEMPLATES_SHOWN);
  const hidden = all.length - TEMPLATES_SHOWN;
  return (
    <section className="rounded-lg border border-border bg-card" aria-label={WorkspaceCopy.templates.title}>
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
        <h2 className="text-sm font-semibold">
          <button
            ref={toggle}
            type="button"
            className="inline-flex items-center gap-2 rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
            aria-expanded={templatesOpen}
            aria-controls={bodyId}
            onClick={() => dispatch(workspaceSliceActions.templatesToggled())}
          >
            <ChevronDown aria-hidden className={cn('h-4 w-4 transition-transform', !templatesOpen && '-rotate-90')} />
            {WorkspaceCopy.templates.title}
            <Badge className="border-accent/30 bg-accent/10 text-accent">{WorkspaceCopy.templates.tag}</Badge>
          </button>
        </h2>
        <p role="status" className="text-xs text-muted-foreground" data-testid="generation-status">
          {status}
        </p>
      </div>
      <div id={bodyId} hidden={!templatesOpen} className="border-t border-border px-4 py-3">
        <h3 className="mb-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
          {Messages.workspace.quickStartTemplates}
        </h3>
        <ul className="grid gap-2 sm:grid-cols-2">
          {shown.map((template) => (
            <li
              key={template.id}
              className="flex items-start justify-between gap-3 rounded-md border border-border p-3"
            >
              <div className="min-w-0">
                <p className="text-sm font-medium">{template.title}</p>
                <p className="text-xs text-muted-foreground">{template.description}</p>
              </div>
              <Button
                size="sm"
                variant="outline"
                aria-label={WorkspaceCopy.templates.tryLabel(template.title)}
                disabled={generating}
                onClick={() => {
                  void dispatch(tryTemplate(template.prompt));
                  toggle.current?.focus();
                }}
              >
                {WorkspaceCopy.templates.try}
              </Button>
            </li>
          ))}
        </ul>
        {hidden > 0 && (
          <Button
            variant="link"
            size="sm"
            className="mt-2 px-0"
            aria-expanded={allTemplatesShown}
            onClick={() => dispatch(workspaceSliceActions.allTemplatesToggled())}
          >
            {allTemplatesShown ? WorkspaceCopy.templates.showFewer : Messages.workspace.moreTemplates(hidden)}
          </Button>
        )}
      </div>
    </section>
  );
}
