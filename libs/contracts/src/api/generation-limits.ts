/**
 * Limits of a generation request without any schema, so the web app can read them without
 * loading the zod schemas of ./generations.ts.
 */
export const PROMPT_MAX_LENGTH = 8000;
export const HISTORY_MAX_TURNS = 40;
export const HISTORY_TURN_MAX_LENGTH = 20000;
