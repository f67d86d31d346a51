import { Messages, WorkspaceCopy } from '@infragen/contracts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { PlatformTiles } from './platform-tiles';
import { ProjectLimitStatus } from './project-limit-status';
import { workspaceSliceActions } from './workspace-slice';

/** The intro landing of /app: get started, pick one of four platforms, Start Building. */
export function WorkspaceIntro() {
  const dispatch = useAppDispatch();
  const platform = useAppSelector((s) => s.workspace.platform);
  const start = () => dispatch(workspaceSliceActions.started());
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <section className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{WorkspaceCopy.intro.title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-muted-foreground">{WorkspaceCopy.intro.lead}</p>
        <ProjectLimitStatus className="mx-auto mt-6 max-w-2xl text-left" />
        <Button className="mt-6" size="lg" onClick={start}>
          {WorkspaceCopy.intro.getStarted}
        </Button>
      </section>
      <section className="mt-12">
        <PlatformTiles value={platform} onChange={(id) => dispatch(workspaceSliceActions.platformChosen(id))} />
        <div className="mt-6 flex justify-center">
          <Button size="lg" variant="outline" onClick={start}>
            {Messages.workspace.startBuilding}
          </Button>
        </div>
      </section>
    </div>
  );
}
