import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation inside the shell, the keyboard focus moves to the main content (RGAA 12.x,
 * WCAG 2.4.3): otherwise it stays on the menu link just used, which may no longer exist, and a
 * screen reader user is not told that the page changed. The first page keeps the browser's focus.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    main.current?.focus();
  }, [pathname, main]);
}
