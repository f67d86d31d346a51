import { createContext, type ComponentType } from 'react';
import type { FormatId, PlatformId } from '@infragen/contracts';

/** The GitHub connection as Settings shows it; null while it is being read. */
export type GithubSettingsStatus = 'connected' | 'broken' | 'not-connected' | 'unavailable' | null;

/** What the workspace tells the GitHub header actions about the code it shows. */
export interface GithubHeaderProps {
  /** The generation whose code the workspace shows (null before any code). */
  generationId: string | null;
  /** How many files that code has (a filename can be given for one file only). */
  fileCount: number;
  platform: PlatformId;
  format: FormatId;
  /** A generation is running: nothing is pushed until it ends. */
  busy: boolean;
  /** Tells the workspace the connection's state, for its Settings dialog. */
  onStatus(status: GithubSettingsStatus): void;
}

/**
 * Where the route tree hands the workspace its GitHub header actions (Push to GitHub and the GitHub
 * control; they report the connection's state for the workspace's Settings). The workspace and the GitHub feature do
 * not import each other; app/routes.tsx provides the (lazily loaded) component. Without one, the
 * workspace shows Settings alone.
 */
export const GithubHeaderSlot = createContext<ComponentType<GithubHeaderProps> | null>(null);
