import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('shows a spinner and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('span')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has the spec’s default padding: 8px horizontal, 4px vertical', () => {
    renderWithTheme(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveStyle({ padding: '4px 8px' });
  });

  it('is half transparent when disabled', () => {
    renderWithTheme(<Button disabled>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('');
    const [, rule] =
      new RegExp(`\\.${button.classList[1]}:disabled[^{]*\\{([^}]*)\\}`).exec(css) ?? [];
    expect(rule).toContain('opacity:0.5');
  });

  it('is a real button of type button by default', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('refuses an unknown variant', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error an unknown variant is exactly what this checks
    expect(() => renderWithTheme(<Button variant="sparkly">Go</Button>)).toThrow(
      'Unknown button variant "sparkly"',
    );
  });
});

describe('ButtonLink', () => {
  it('stays a link', () => {
    renderWithTheme(<ButtonLink href="/onboarding/">Get started</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/onboarding/',
    );
  });
});
