import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { MenuButton } from './menu-button';

function setup() {
  const pause = vi.fn();
  const cancel = vi.fn();
  renderWithTheme(
    <MenuButton
      label="More actions"
      items={[
        { label: 'Pause plan', onSelect: pause },
        { label: 'Change payment method', href: '/account/edit-payment/' },
        { label: 'Cancel plan', onSelect: cancel, danger: true },
      ]}
    />,
  );
  return { pause, cancel, trigger: screen.getByRole('button', { name: 'More actions' }) };
}

describe('MenuButton', () => {
  it('opens on click with focus on the first item, and runs the chosen one', async () => {
    const { pause, trigger } = setup();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Pause plan' })).toHaveFocus();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Pause plan' }));
    expect(pause).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('moves with the arrows, Home and End, and closes on Escape with focus back', async () => {
    const { cancel, trigger } = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Cancel plan' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Pause plan' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Cancel plan' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Change payment method' })).toHaveAttribute(
      'href',
      '/account/edit-payment/',
    );
    expect(screen.getByRole('menuitem', { name: 'Change payment method' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{End}{Enter}');
    expect(cancel).toHaveBeenCalledOnce();
  });

  it('closes when the pointer goes down outside it', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
