import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

export interface View {
  scale: number;
  x: number;
  y: number;
}
const MIN = 0.2;
const MAX = 3;
const STEP = 1.25;
const PAN = 48;
const clamp = (s: number) => Math.min(MAX, Math.max(MIN, s));

/**
 * Zoom and pan of a drawing inside `frame`: drag to move, the wheel to move (with Ctrl or ⌘ to
 * zoom around the pointer), arrow keys to move and + / - / 0 to zoom and fit when the frame has
 * focus. A drag that starts on a node and barely moves is still a click on it.
 */
export function usePanZoom(frame: RefObject<HTMLElement | null>, size: { width: number; height: number } | null) {
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const drag = useRef<{ id: number; x: number; y: number; moved: boolean } | null>(null);

  const zoomBy = useCallback(
    (factor: number, at?: { x: number; y: number }) =>
      setView((v) => {
        const rect = frame.current?.getBoundingClientRect();
        const cx = at?.x ?? (rect ? rect.width / 2 : 0);
        const cy = at?.y ?? (rect ? rect.height / 2 : 0);
        const scale = clamp(v.scale * factor);
        const k = scale / v.scale;
        return { scale, x: cx - (cx - v.x) * k, y: cy - (cy - v.y) * k };
      }),
    [frame],
  );

  const fit = useCallback(() => {
    const rect = frame.current?.getBoundingClientRect();
    if (!rect || !size || !rect.width || !rect.height) return;
    const scale = clamp(Math.min(1, rect.width / size.width, rect.height / size.height));
    setView({
      scale,
      x: (rect.width - size.width * scale) / 2,
      y: Math.max(0, (rect.height - size.height * scale) / 2),
    });
  }, [frame, size]);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = el.getBoundingClientRect();
      if (event.ctrlKey || event.metaKey)
        zoomBy(event.deltaY < 0 ? 1.1 : 1 / 1.1, { x: event.clientX - rect.left, y: event.clientY - rect.top });
      else setView((v) => ({ ...v, x: v.x - event.deltaX, y: v.y - event.deltaY }));
    };
    el.addEventListener('wheel', wheel, { passive: false });
    return () => el.removeEventListener('wheel', wheel);
  }, [frame, zoomBy]);

  const handlers = {
    onPointerDown(event: PointerEvent) {
      if (event.button !== 0) return;
      drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
    },
    onPointerMove(event: PointerEvent) {
      const d = drag.current;
      if (!d || d.id !== event.pointerId) return;
      const dx = event.clientX - d.x;
      const dy = event.clientY - d.y;
      if (!d.moved && Math.hypot(dx, dy) < 4) return;
      if (!d.moved) (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
      d.moved = true;
      d.x = event.clientX;
      d.y = event.clientY;
      setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
    },
    onPointerUp() {
      drag.current = null;
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.target !== event.currentTarget) return;
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [PAN, 0],
        ArrowRight: [-PAN, 0],
        ArrowUp: [0, PAN],
        ArrowDown: [0, -PAN],
      };
      const move = moves[event.key];
      if (move) setView((v) => ({ ...v, x: v.x + move[0], y: v.y + move[1] }));
      else if (event.key === '+' || event.key === '=') zoomBy(STEP);
      else if (event.key === '-') zoomBy(1 / STEP);
      else if (event.key === '0') fit();
      else return;
      event.preventDefault();
    },
  };

  return { view, zoomIn: () => zoomBy(STEP), zoomOut: () => zoomBy(1 / STEP), fit, handlers };
}
