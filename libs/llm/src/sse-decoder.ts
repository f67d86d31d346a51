/** One server-sent event: its `event` field (null when absent) and its data lines joined. */
export interface ServerSentEvent {
  event: string | null;
  data: string;
}

/**
 * Reads server-sent events from text as it arrives, in pieces cut anywhere. Lines end with
 * `\n`, `\r\n` or `\r`; a blank line ends an event; `:` starts a comment; one space after a
 * field's colon is dropped. As the openai SDK's reader does, an event the stream ends in the
 * middle of (no blank line after it) is not given.
 */
export class SseDecoder {
  private rest = '';
  private event: string | null = null;
  private data: string[] = [];

  /** The events completed by `text`, in order. */
  push(text: string): ServerSentEvent[] {
    let buffer = this.rest + text;
    // A trailing \r may be the first half of \r\n: wait for the next piece to tell.
    let held = '';
    if (buffer.endsWith('\r')) {
      held = '\r';
      buffer = buffer.slice(0, -1);
    }
    const lines = buffer.split(LINE_END);
    this.rest = lines.pop()! + held;
    const events: ServerSentEvent[] = [];
    for (const line of lines) {
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  private line(line: string): ServerSentEvent | null {
    if (line === '') {
      if (this.event === null && this.data.length === 0) return null;
      const event = { event: this.event, data: this.data.join('\n') };
      this.event = null;
      this.data = [];
      return event;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    return null;
  }
}

const LINE_END = /\r\n|\r|\n/;
