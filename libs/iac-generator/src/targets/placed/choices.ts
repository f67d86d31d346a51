/**
 * Which of the texts a schema lists for an attribute (ARM and CloudFormation enums) a stated value
 * names: "off" is `Disabled`, "1.2" of a TLS version `TLS1_2`, "cool" of an access tier `Cool`.
 * Matched by letters and digits alone, so the schema's spelling is what is written.
 */
import { type SaidValue } from './phrase-value';

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const YES = new Set(['enabled', 'enable', 'on', 'true', 'yes']);
const NO = new Set(['disabled', 'disable', 'off', 'false', 'no']);

/** The choice `said` names; none when it names none of them. */
export function choiceFor(choices: readonly string[], said: SaidValue): string | undefined {
  if (said.kind === 'bool') return choices.find((c) => (said.value ? YES : NO).has(key(c)));
  if (said.kind === 'string') return choices.find((c) => key(c) === key(said.value));
  if (said.unit) return undefined;
  return choices.find((c) => key(c) === key(said.text) || (c.match(/\d+/g) ?? []).join('.') === said.text);
}

/**
 * A choice named by the last words of a setting, or the word said right after them ("access tier
 * cool", "tier: premium"); the words left name the attribute.
 */
export function choiceInWords(
  choices: readonly string[],
  words: readonly string[],
  after?: string,
): { choice: string; rest: string[] } | undefined {
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const tail = key(words.slice(-k).join(''));
    const choice = choices.find((c) => key(c) === tail);
    if (choice) return { choice, rest: words.slice(0, -k) };
  }
  const choice = after ? choices.find((c) => key(c) === key(after)) : undefined;
  return choice ? { choice, rest: [...words] } : undefined;
}
