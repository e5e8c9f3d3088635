import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { theme } from '@/ui/theme';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('is disabled in the server’s HTML and answers once hydrated', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const page = (
      <ThemeProvider theme={theme}>
        <form>
          <Button type="submit">Log in</Button>
        </form>
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    container.querySelector('form')!.addEventListener('submit', onSubmit);
    // Before hydration: a click does not send the form natively (nor is it dropped unseen).
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).not.toHaveBeenCalled();

    const root = await act(async () => hydrateRoot(container, page));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });

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
