import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { readAnonymousToken, readTriedConversation, rememberTriedConversation } from '@/lib/anonymous-session';
import { openConversation } from './workspace-thunks';

/**
 * The try-it's conversation survives a reload for a visitor without an account: the one they
 * tried is kept with their anonymous session and opened again when they come back (forgotten if
 * it can no longer be read, say once an account took it over).
 */
export function useTriedConversation(): void {
  const dispatch = useAppDispatch();
  const conversationId = useAppSelector((s) => s.workspace.conversationId);
  const signedOut = useAppSelector((s) => s.auth.status === 'signedOut');
  const reopened = useRef(false);

  useEffect(() => {
    if (!signedOut || reopened.current) return;
    reopened.current = true;
    const stored = readTriedConversation();
    if (conversationId || !stored || !readAnonymousToken()) return;
    void dispatch(openConversation(stored)).then((error) => {
      if (error) rememberTriedConversation(null);
    });
  }, [dispatch, signedOut, conversationId]);

  useEffect(() => {
    if (signedOut && conversationId) rememberTriedConversation(conversationId);
  }, [signedOut, conversationId]);
}
