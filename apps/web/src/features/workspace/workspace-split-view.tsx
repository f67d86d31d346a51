import { WorkspaceCopy } from '@infragen/contracts';
import { ChatInput } from './chat-input';
import { ChatList } from './chat-list';
import { CodeOutput } from './code-output';
import { ConversationList } from './conversation-list';
import { PlatformFormatPicker } from './platform-format-picker';
import { TemplatesPanel } from './templates-panel';
import { WorkspaceHeaderActions } from './workspace-header-actions';

/**
 * The split view: conversations, then the chat column (platform, templates, messages, input),
 * then the generated code. Side by side on wide screens; stacked in that order on narrow ones.
 */
export function WorkspaceSplitView() {
  return (
    <div className="mx-auto w-full max-w-[1600px] px-3 py-4 sm:px-6">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{WorkspaceCopy.regions.workspace}</h1>
        <WorkspaceHeaderActions />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:grid-cols-[15rem_minmax(0,2fr)_minmax(0,3fr)]">
        <div className="rounded-lg border border-border p-3 lg:col-span-2 xl:col-span-1">
          <ConversationList />
        </div>
        <section aria-label={WorkspaceCopy.regions.chat} className="flex min-w-0 flex-col gap-3 lg:min-h-[36rem]">
          <PlatformFormatPicker />
          <TemplatesPanel />
          {/* Bounded at every width: a long request scrolls inside the chat, the page keeps its height. */}
          <div className="flex max-h-[28rem] min-h-[12rem] flex-1 flex-col rounded-lg border border-border p-2 lg:max-h-[36rem]">
            <ChatList />
          </div>
          <ChatInput />
        </section>
        {/* The code panel is a titled region of its own ("Generated Code"). */}
        <div className="min-w-0">
          <CodeOutput />
        </div>
      </div>
    </div>
  );
}
