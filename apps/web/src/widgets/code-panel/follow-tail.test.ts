import { followTail } from './follow-tail';

function scroller() {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientHeight', { value: 200 });
  Object.defineProperty(element, 'scrollHeight', { value: 1000 });
  const fire = (event: Event) => element.dispatchEvent(event);
  const touch = (type: string, y: number) => fire(Object.assign(new Event(type), { touches: [{ clientY: y }] }));
  return {
    element,
    scrollTo: (top: number) => {
      element.scrollTop = top;
      fire(new Event('scroll'));
    },
    wheel: (deltaY: number) => fire(new WheelEvent('wheel', { deltaY })),
    key: (key: string) => fire(new KeyboardEvent('keydown', { key })),
    swipe: (from: number, to: number) => {
      touch('touchstart', from);
      touch('touchmove', to);
    },
  };
}

describe('followTail', () => {
  it('follows while nobody touches it, whatever the scroll events say', () => {
    const s = scroller();
    const tail = followTail(s.element);
    s.scrollTo(300); // text arrived after our scroll-to-end: not the user's doing
    expect(tail.isFollowing()).toBe(true);
    tail.dispose();
  });

  it.each([
    ['a wheel turn up', (s: ReturnType<typeof scroller>) => s.wheel(-100)],
    ['PageUp', (s: ReturnType<typeof scroller>) => s.key('PageUp')],
    ['ArrowUp', (s: ReturnType<typeof scroller>) => s.key('ArrowUp')],
    ['a swipe down', (s: ReturnType<typeof scroller>) => s.swipe(100, 160)],
  ])('stops at once on %s, even if our own scroll to the end lands in the same frame', (_name, userMove) => {
    const s = scroller();
    const tail = followTail(s.element);
    userMove(s);
    s.scrollTo(800);
    expect(tail.isFollowing()).toBe(false);
    tail.dispose();
  });

  it('stops on a press on the scrollbar and follows again if the drag ends at the bottom', () => {
    const s = scroller();
    const tail = followTail(s.element);
    s.element.dispatchEvent(new MouseEvent('pointerdown'));
    s.scrollTo(400);
    expect(tail.isFollowing()).toBe(false);
    s.scrollTo(800);
    expect(tail.isFollowing()).toBe(true);
  });

  it('resumes when the user moves back down to the end, not before', () => {
    const s = scroller();
    const tail = followTail(s.element);
    s.wheel(-300);
    s.scrollTo(500);
    s.wheel(100);
    s.scrollTo(600);
    expect(tail.isFollowing()).toBe(false);
    s.key('End');
    s.scrollTo(800);
    expect(tail.isFollowing()).toBe(true);
  });

  it('keeps following on presses inside the text', () => {
    const s = scroller();
    const tail = followTail(s.element);
    const line = document.createElement('div');
    s.element.append(line);
    line.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(tail.isFollowing()).toBe(true);
  });

  it('follows again after reset, and ignores input after dispose', () => {
    const s = scroller();
    const tail = followTail(s.element);
    s.wheel(-100);
    tail.reset();
    expect(tail.isFollowing()).toBe(true);
    tail.dispose();
    s.wheel(-100);
    expect(tail.isFollowing()).toBe(true);
  });
});
