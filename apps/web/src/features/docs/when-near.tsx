import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the place they take comes within a screen of the viewport: the long
 * tables at the bottom of the documentation (every variable, every route) cost nothing until a
 * reader scrolls, searches or follows a link towards them. Without IntersectionObserver (an old
 * browser, a test), they render right after the first paint. The first render is always the
 * placeholder, as in the page's build-time markup, so hydrating it matches.
 */
export function WhenNear({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !ref.current) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return <div ref={ref}>{near ? children : placeholder}</div>;
}
