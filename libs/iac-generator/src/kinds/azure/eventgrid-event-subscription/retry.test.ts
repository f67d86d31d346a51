/**
 * The retries asked of an event subscription, with the time they may take, are its retry policy
 * (attempts, and the event's time to live in minutes). Wordings of our own.
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../../testing/resources';

const PROMPT =
  'an Event Grid topic and an Event Grid subscription to a webhook that retries up to 7 times within 90 minutes';

describe("an event subscription's retries", () => {
  it.each(['terraform-azurerm', 'arm'] as const satisfies readonly FormatId[])(
    '%s: writes the retry policy',
    async (format) => {
      const { result } = await generated(PROMPT, format);
      const files = result.files.map((f) => f.content).join('\n');
      expect(files).toMatch(/max_?[dD]elivery_?[aA]ttempts["']?\s*[:=]\s*7/);
      expect(files).toMatch(/(?:event_time_to_live|eventTimeToLiveInMinutes)["']?\s*[:=]\s*90/);
    },
  );
});
