import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Messages, WorkspaceCopy } from '@infragen/contracts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { showToast } from '@/lib/toast';
import { openConversation, resumeGeneration } from './workspace-thunks';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const valid = (value: string | null) => (value && UUID.test(value) ? value : null);

/**
 * Keeps the conversation (`c`) and the running generation (`g`) in the address, so a reload, or
 * the address shared with oneself in another tab, reopens the conversation and follows a
 * generation still running: its snapshot so far arrives with the new subscription.
 */
export function useWorkspaceAddress(): void {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const conversationId = useAppSelector((s) => s.workspace.conversationId);
  const generationId = useAppSelector((s) => s.conversation.active?.generationId ?? null);
  const restoring = useRef(false);
  // Until the address has been read, writing it would erase what it names.
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    if (restoring.current) return;
    restoring.current = true;
    const c = valid(params.get('c'));
    const g = valid(params.get('g'));
    void (async () => {
      const error = c ? await dispatch(openConversation(c)) : null;
      if (error)
        showToast(
          { title: Messages.common.error, description: `${WorkspaceCopy.conversations.openFailed} ${error}` },
          'destructive',
        );
      else if (g) dispatch(resumeGeneration(g, c));
      setRestored(true);
    })();
  }, [dispatch, params]);

  useEffect(() => {
    if (!restored) return;
    const next = new URLSearchParams();
    if (conversationId) next.set('c', conversationId);
    if (generationId) next.set('g', generationId);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [restored, conversationId, generationId, params, setParams]);
}
