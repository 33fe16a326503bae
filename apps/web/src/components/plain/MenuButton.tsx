import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { SvgIcon } from '../SvgIcon';

export type MenuButtonItem = { key: string; label: ReactNode; icon?: IconDefinition; danger?: boolean; testId?: string } | { key: string; divider: true };

interface Props {
  items: MenuButtonItem[];
  onSelect: (key: string) => void;
  /** The button's content; its accessible name is `label`. */
  children: ReactNode;
  label: string;
  className?: string;
  testId?: string;
  title?: string;
}

const isItem = (i: MenuButtonItem): i is Exclude<MenuButtonItem, { divider: true }> => !('divider' in i);

/**
 * A button that opens a menu (WAI-ARIA menu button) without antd (issue 16: the signed-in shell loads no antd): Enter,
 * Space or ArrowDown open it on its first item, ArrowUp on its last; arrows, Home and End move between items; Escape
 * closes it and returns to the button; Tab or a click elsewhere closes it. The list is drawn under its button, inside
 * the sticky header, so it stays there while the page scrolls.
 */
export function MenuButton({ items, onSelect, children, label, className, testId, title }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // Which item to focus when the list opens: the first, the last, or none (opened by a mouse click: still the first).
  const [focusAt, setFocusAt] = useState<'first' | 'last'>('first');

  const menuItems = () => [...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    (focusAt === 'last' ? list.at(-1) : list[0])?.focus();
    const outside = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open, focusAt]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setFocusAt(e.key === 'ArrowUp' ? 'last' : 'first');
      setOpen(true);
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const list = menuItems();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (i: number) => {
      e.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
  };

  return (
    <div className="menu-button" ref={root}>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        title={title}
        data-testid={testId}
        onClick={() => {
          setFocusAt('first');
          setOpen((o) => !o);
        }}
        onKeyDown={onButtonKey}
      >
        {children}
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={label} className="menu-button-list" onKeyDown={onMenuKey}>
          {items.map((item) =>
            isItem(item) ? (
              <li key={item.key} role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={`menu-button-item${item.danger ? ' menu-button-item-danger' : ''}`}
                  data-testid={item.testId}
                  onClick={() => {
                    close(true);
                    onSelect(item.key);
                  }}
                >
                  {item.icon && <SvgIcon icon={item.icon} className="menu-button-icon" />}
                  <span>{item.label}</span>
                </button>
              </li>
            ) : (
              <li key={item.key} role="separator" className="menu-button-divider" />
            ),
          )}
        </ul>
      )}
    </div>
  );
}
