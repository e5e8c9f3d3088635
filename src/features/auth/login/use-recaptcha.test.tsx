import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECAPTCHA_SCRIPT, useRecaptcha } from './use-recaptcha';

function Probe({ siteKey }: { siteKey?: string }) {
  const { slot, status, token, reset } = useRecaptcha(siteKey);
  return (
    <>
      <div ref={slot} data-testid="slot" />
      <p>status:{status}</p>
      <p>token:{token}</p>
      <button onClick={reset}>reset</button>
    </>
  );
}

const scripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) => s.src.startsWith(RECAPTCHA_SCRIPT));

afterEach(() => {
  scripts().forEach((s) => s.remove());
  delete window.grecaptcha;
});

describe('useRecaptcha', () => {
  it('does nothing without a site key: no Google script, no token needed', () => {
    render(<Probe />);
    expect(screen.getByText('status:off')).toBeInTheDocument();
    expect(scripts()).toHaveLength(0);
  });

  it('loads the script, renders the widget and keeps the token it gives', () => {
    render(<Probe siteKey="site-key" />);
    expect(screen.getByText('status:loading')).toBeInTheDocument();
    expect(scripts()[0]!.src).toContain('render=explicit');

    let solve: (token: string) => void = () => {};
    let expire: () => void = () => {};
    const reset = vi.fn();
    window.grecaptcha = {
      render: vi.fn((container, options) => {
        expect(container).toBe(screen.getByTestId('slot'));
        expect(options.sitekey).toBe('site-key');
        solve = options.callback;
        expire = options['expired-callback'];
        return 3;
      }),
      reset,
    };
    act(() => window.onRecaptchaLoaded!());
    expect(screen.getByText('status:ready')).toBeInTheDocument();

    act(() => solve('token-123'));
    expect(screen.getByText('token:token-123')).toBeInTheDocument();
    act(() => expire());
    expect(screen.getByText('token:')).toBeInTheDocument();

    act(() => solve('token-456'));
    act(() => screen.getByRole('button', { name: 'reset' }).click());
    expect(reset).toHaveBeenCalledWith(3);
    expect(screen.getByText('token:')).toBeInTheDocument();
  });

  it('says so when the script cannot load', () => {
    render(<Probe siteKey="site-key" />);
    act(() => {
      scripts()[0]!.dispatchEvent(new Event('error'));
    });
    expect(screen.getByText('status:failed')).toBeInTheDocument();
  });
});
