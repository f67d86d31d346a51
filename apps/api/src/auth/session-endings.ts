import { Injectable } from '@nestjs/common';

type Listener = (sessionId: string) => void;

/**
 * Tells whoever listens that a session ended (signed out, or revoked when a used refresh token
 * came back): the realtime module ends that session's live connections, which would otherwise
 * keep the identity their handshake proved. Listeners subscribe here so this module needs none of
 * theirs.
 */
@Injectable()
export class SessionEndings {
  private readonly listeners = new Set<Listener>();

  onEnded(listener: Listener): void {
    this.listeners.add(listener);
  }

  ended(sessionId: string): void {
    for (const listener of this.listeners) listener(sessionId);
  }
}
