import { useEffect, useSyncExternalStore } from 'react';

/**
 * The side-menu entry a page says it belongs to when its address cannot tell (issue 27: a draft opens at the same
 * address as a submitted application, under the drafts, not the list). Null: the menu goes by the address.
 */
let current: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** A page names its menu entry while it is shown. */
export function useMenuEntry(path: string | null) {
  useEffect(() => {
    current = path;
    emit();
    return () => {
      if (current === path) {
        current = null;
        emit();
      }
    };
  }, [path]);
}

/** The entry the shown page named, if any (the side menu). */
export const useNamedMenuEntry = () => useSyncExternalStore(subscribe, () => current);
