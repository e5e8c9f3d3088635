import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import Link from '@/ui/primitives/app-link';
import { color, fontSize, radius, spacing } from '@/ui/theme';

export interface MenuItem {
  label: string;
  /** A menu item that navigates; otherwise `onSelect` runs. */
  href?: string;
  onSelect?: () => void;
  /** Drawn in the destructive colour (cancelling, removing). */
  danger?: boolean;
}

const Wrap = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${spacing(2)};
  min-height: 44px;
  padding: ${spacing(2.5, 4)};
  border: 2px solid ${color.line};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.ink};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${color.surfaceMuted};
  }
`;

const Dots = () => (
  <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
    <circle cx="3" cy="9" r="1.8" fill="currentColor" />
    <circle cx="9" cy="9" r="1.8" fill="currentColor" />
    <circle cx="15" cy="9" r="1.8" fill="currentColor" />
  </svg>
);

const List = styled.ul`
  position: absolute;
  right: 0;
  z-index: 20;
  min-width: 220px;
  margin: ${spacing(2, 0, 0)};
  padding: ${spacing(2)};
  list-style: none;
  border: 1px solid ${color.line};
  border-radius: ${radius.medium};
  background: ${color.surface};
  box-shadow: 0 12px 32px rgb(29 27 25 / 16%);
  &[hidden] {
    display: none;
  }
  a,
  button {
    display: block;
    width: 100%;
    padding: ${spacing(2.5, 3)};
    border: 0;
    border-radius: ${radius.small};
    background: none;
    color: ${color.ink};
    font: inherit;
    font-size: ${fontSize.base};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover,
  a:focus,
  button:focus {
    background: ${color.surfaceMuted};
  }
  [data-danger='true'] {
    color: ${color.cranberry};
  }
`;

/**
 * The menu button pattern (WAI-ARIA APG): the button opens a menu of secondary actions; arrows,
 * Home and End move between items, Escape closes it and puts focus back on the button, Tab and a
 * click elsewhere close it.
 */
export function MenuButton({ label, items }: { label: string; items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);

  const entries = () =>
    Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (open) entries()[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const show = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const count = items.length;
    const moves: Record<string, number> = {
      ArrowDown: (focusIndex + 1) % count,
      ArrowUp: (focusIndex - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <Wrap ref={wrap}>
      <Trigger
        ref={trigger}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onTriggerKey}
      >
        {label}
        <Dots />
      </Trigger>
      <List
        ref={list}
        id={`${id}-menu`}
        role="menu"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {items.map((item) => (
          <li key={item.label} role="none">
            {item.href ? (
              <Link href={item.href} role="menuitem" tabIndex={-1} data-danger={item.danger}>
                {item.label}
              </Link>
            ) : (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                data-danger={item.danger}
                onClick={() => {
                  close(true);
                  item.onSelect?.();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </List>
    </Wrap>
  );
}
