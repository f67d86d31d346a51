/**
 * The request model of a conversation: the user's turns read together (so a follow-up's "it" and
 * "that plan" find what they refer to), then each follow-up applied as changes to what came before
 * (apply.ts), so its values win and nothing else is lost.
 */
import { type Cloud } from '../../model/types';
import { type Intent } from '../intent';
import { understand } from '../understand';
import { applyFollowUps } from './apply';

/** Reads `prompt` as a follow-up of `history` (the user's earlier turns, oldest first). */
export function readConversation(prompt: string, cloud: Cloud, history: string[] = []): Intent {
  return applyFollowUps(understand(prompt, cloud, history));
}
