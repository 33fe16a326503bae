import { useEffect, type RefObject } from 'react';

/** The CSS variable holding the sticky form bar's height, read by the page's scroll padding (styles/shell.css). */
export const STICKY_BAR_VAR = '--sticky-bar-block-size';

/**
 * Publishes the height of a sticky bar (the application form's Save / Submit bar, which wraps on a phone and
 * in longer languages) on the document, so that what the browser scrolls into view (a field reached with Tab or
 * Shift+Tab, a search hit) stops below the bar instead of under it.
 */
export function useStickyBarSize(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(STICKY_BAR_VAR, `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_BAR_VAR);
    };
  }, [ref]);
}
