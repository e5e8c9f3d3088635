import Link from '@/ui/primitives/app-link';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { IconButton } from '@/ui/primitives/icon-button';
import { spacing } from '@/ui/theme';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled(IconButton)`
  width: 36px;
  border-radius: ${({ theme }) => theme.radius.small};
  svg {
    transition: transform 120ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: 100%;
  min-width: 200px;
  margin: ${spacing(1, 0, 0)};
  padding: ${spacing(2, 0)};
  list-style: none;
  background: ${({ theme }) => theme.palette.lightest};
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12);
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  a,
  button {
    display: block;
    width: 100%;
    padding: ${spacing(2.5, 4)};
    border: 0;
    background: none;
    font: inherit;
    text-align: left;
    text-decoration: none;
    color: ${({ theme }) => theme.palette.ink};
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.palette.bone};
  }
`;

const ITEMS = 'ul a, ul button';

export interface AccountMenuProps {
  onReferAFriend: () => void;
}

/**
 * The signed-in customer's account menu: a disclosure button (beside the 'Hi, …' link) and a
 * list. Enter or Space opens it, arrows move between items, Escape closes it and gives focus back.
 */
export function AccountMenu({ onReferAFriend }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    wrapperRef.current?.querySelector<HTMLElement>(ITEMS)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  // Tabbing past the last item leaves the menu; a list left open behind the focus would cover the page.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
      return;
    }
    if (!open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const items = Array.from(wrapperRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? (index + 1) % items.length
        : (index - 1 + items.length) % items.length;
    items[next]?.focus();
    event.preventDefault();
  };

  return (
    <Wrapper ref={wrapperRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <svg width="14" height="14" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="m2 4 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </Trigger>
      <Menu
        id={menuId}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) close(false);
        }}
      >
        <li>
          <Link href="/account/">My plan</Link>
        </li>
        <li>
          <Link href="/account/my-info/">My info</Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              close(false);
              onReferAFriend();
            }}
          >
            Refer a friend
          </button>
        </li>
        <li>
          <Link href="/faqs/">Support &amp; FAQ</Link>
        </li>
      </Menu>
    </Wrapper>
  );
}
