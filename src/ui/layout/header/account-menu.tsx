import Link from '@/ui/primitives/app-link';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  padding: 0 8px;
  border: 0;
  background: transparent;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.palette.ink};
  cursor: pointer;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: 100%;
  min-width: 200px;
  margin: 4px 0 0;
  padding: 8px 0;
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
    padding: 10px 16px;
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

export interface AccountMenuProps {
  onReferAFriend: () => void;
}

/** The signed-in customer's account menu: a disclosure button and a list, operable by keyboard. */
export function AccountMenu({ onReferAFriend }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    wrapperRef.current?.querySelector<HTMLElement>('ul a, ul button')?.focus();
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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
      return;
    }
    if (!open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const items = Array.from(
      wrapperRef.current?.querySelectorAll<HTMLElement>('ul a, ul button') ?? [],
    );
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? (index + 1) % items.length
        : (index - 1 + items.length) % items.length;
    items[next]?.focus();
    event.preventDefault();
  };

  return (
    <Wrapper ref={wrapperRef} onKeyDown={onKeyDown}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        Account
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="m2 4 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </Trigger>
      <Menu
        id={menuId}
        hidden={!open}
        onClick={(event) => (event.target as HTMLElement).closest('a') && close(false)}
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
