import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element given the returned ref has come within `margin` of the viewport (and
 * stays true from then on): for a part whose code is worth fetching only once the visitor
 * scrolls towards it. Without IntersectionObserver (old browsers, jsdom) it is near at once.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
