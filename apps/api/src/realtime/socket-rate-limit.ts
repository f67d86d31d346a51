/**
 * How many events one socket may send: a bucket of BURST tokens refilled at PER_SECOND a second.
 * A page sends a few (subscribe to the generations it shows, a stop); a script flooding subscribe
 * or cancel costs the api a database read each, so beyond this it is refused, and a socket that
 * keeps flooding is disconnected.
 */
const SOCKET_EVENTS = { PER_SECOND: 10, BURST: 40, REFUSALS_BEFORE_DISCONNECT: 200 } as const;

export class SocketEventBudget {
  private tokens: number = SOCKET_EVENTS.BURST;
  private refusals = 0;
  private last: number;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.last = now();
  }

  /** 'ok' spends a token; 'refuse' when none is left; 'disconnect' once refusals pile up. */
  take(): 'ok' | 'refuse' | 'disconnect' {
    const at = this.now();
    this.tokens = Math.min(SOCKET_EVENTS.BURST, this.tokens + ((at - this.last) / 1000) * SOCKET_EVENTS.PER_SECOND);
    this.last = at;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 'ok';
    }
    this.refusals += 1;
    return this.refusals >= SOCKET_EVENTS.REFUSALS_BEFORE_DISCONNECT ? 'disconnect' : 'refuse';
  }
}
