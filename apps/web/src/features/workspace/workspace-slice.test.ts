import { userLine } from '@/testing/server-lines';
import { workspaceActions } from './workspace-actions';
import { initialWorkspaceState, workspaceReducer as reduce, workspaceSliceActions as a } from './workspace-slice';

const detail = {
  id: '5d0c8b77-3c4c-4c8e-9d0d-8f3f1d1f6a10',
  title: 't',
  platform: 'azure' as const,
  format: 'bicep' as const,
  createdAt: '',
  updatedAt: '',
  messages: [],
};

describe('workspace slice', () => {
  it('starts on the intro with aws, its first format and the templates open', () => {
    expect(initialWorkspaceState).toMatchObject({
      view: 'intro',
      platform: 'aws',
      format: 'cloudformation',
      templatesOpen: true,
      conversationId: null,
    });
    expect(reduce(undefined, a.started()).view).toBe('split');
  });

  it("keeps the format one of the platform's formats", () => {
    let s = reduce(undefined, a.platformChosen('azure'));
    expect(s.format).toBe('arm');
    s = reduce(s, a.formatChosen('bicep'));
    expect(s.format).toBe('bicep');
    s = reduce(s, a.formatChosen('cloudformation'));
    expect(s.format).toBe('arm');
    s = reduce(s, a.platformChosen('gcp'));
    expect(s.format).toBe('terraform-google');
  });

  it('falls back to aws for an unknown platform', () => {
    expect(reduce(undefined, a.platformChosen('mainframe' as never)).platform).toBe('aws');
  });

  it('toggles the templates panel and folds the extra templates when the platform changes', () => {
    let s = reduce(undefined, a.templatesToggled());
    expect(s.templatesOpen).toBe(false);
    s = reduce(s, a.templatesToggled(true));
    s = reduce(s, a.allTemplatesToggled());
    expect(s.allTemplatesShown).toBe(true);
    expect(reduce(s, a.platformChosen('gcp')).allTemplatesShown).toBe(false);
  });

  it('follows the conversation: accepted, reopened, new', () => {
    let s = reduce(
      undefined,
      workspaceActions.generationAccepted({ generationId: 'g', conversationId: 'c', message: userLine('g', 'p') }),
    );
    expect(s.conversationId).toBe('c');
    s = reduce(s, workspaceActions.conversationLoaded(detail));
    expect(s).toMatchObject({ view: 'split', conversationId: detail.id, platform: 'azure', format: 'bicep' });
    expect(reduce(s, workspaceActions.newConversation()).conversationId).toBeNull();
  });
});
