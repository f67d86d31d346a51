interface TailFollower {
  /** True unless the user has scrolled up away from the end. */
  isFollowing(): boolean;
  /** Follow again, e.g. when a new document starts streaming. */
  reset(): void;
  dispose(): void;
}

const UPWARD_KEYS = new Set(['ArrowUp', 'PageUp', 'Home']);
const DOWNWARD_KEYS = new Set(['ArrowDown', 'PageDown', 'End']);

/**
 * Tracks whether a streaming view should keep itself scrolled to the end.
 *
 * Scroll positions alone cannot tell: a wheel turn up and a scroll-to-end we asked for just before
 * often land in the same frame, and the one scroll event then shows the end. So what the user
 * means is read from their input (wheel, keys, scrollbar, swipe). Moving up stops following at
 * once; it resumes when the user moves down (or drags the scrollbar) back to the end.
 */
export function followTail(scroller: HTMLElement, slackPx = 32): TailFollower {
  let following = true;
  // Whether the user's latest move could bring them back to the end.
  let movingDown = false;
  let touchY: number | null = null;
  const move = (down: boolean) => {
    movingDown = down;
    if (!down) following = false;
  };

  const onScroll = () => {
    // Only a move of the user's can bring them back to the end; reading the scroll geometry forces
    // a layout, which would otherwise run on each of the view's own scrolls while it streams.
    if (!movingDown || following) return;
    const distanceFromEnd = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
    if (distanceFromEnd <= slackPx) following = true;
  };
  const onWheel = (event: WheelEvent) => {
    if (event.deltaY !== 0) move(event.deltaY > 0);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (UPWARD_KEYS.has(event.key)) move(false);
    else if (DOWNWARD_KEYS.has(event.key)) move(true);
  };
  // The scrollbar belongs to the scroller itself; presses on the text land on its children. A
  // drag may go either way: stop now, and follow again if it ends at the bottom.
  const onPointerDown = (event: PointerEvent) => {
    if (event.target !== scroller) return;
    following = false;
    movingDown = true;
  };
  const onTouchStart = (event: TouchEvent) => {
    touchY = event.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (event: TouchEvent) => {
    const y = event.touches[0]?.clientY;
    // A finger moving down scrolls the text up.
    if (touchY !== null && y !== undefined && y !== touchY) move(y < touchY);
  };

  const listeners = [
    ['scroll', onScroll],
    ['wheel', onWheel],
    ['keydown', onKeyDown],
    ['pointerdown', onPointerDown],
    ['touchstart', onTouchStart],
    ['touchmove', onTouchMove],
  ] as const;
  for (const [type, listener] of listeners)
    scroller.addEventListener(type, listener as EventListener, { passive: true });

  return {
    isFollowing: () => following,
    reset: () => {
      following = true;
      movingDown = false;
    },
    dispose: () => {
      for (const [type, listener] of listeners) scroller.removeEventListener(type, listener as EventListener);
    },
  };
}
