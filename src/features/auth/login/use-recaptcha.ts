import { useCallback, useEffect, useState } from 'react';

interface Grecaptcha {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    [key: `onRecaptchaLoaded${string}`]: (() => void) | undefined;
  }
}

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
const ONLOAD = 'onRecaptchaLoaded';

export type RecaptchaStatus = 'off' | 'loading' | 'ready' | 'failed';

/**
 * Google's reCAPTCHA checkbox, rendered into `containerRef` when a site key is configured.
 * Without a key the form works without it (the server skips the check outside production).
 * The script is loaded only on the page that needs it, so other pages make no Google request.
 */
export function useRecaptcha(siteKey: string | undefined) {
  // A callback ref (state), so the widget renders once its slot exists.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [widget, setWidget] = useState<number | null>(null);
  const [token, setToken] = useState('');
  const [status, setStatus] = useState<RecaptchaStatus>(siteKey ? 'loading' : 'off');

  useEffect(() => {
    if (!siteKey || !container) return;
    const render = () => {
      if (!window.grecaptcha || container.childElementCount > 0) return;
      const id = window.grecaptcha.render(container, {
        sitekey: siteKey,
        callback: setToken,
        'expired-callback': () => setToken(''),
        'error-callback': () => setToken(''),
      });
      setWidget(id);
      setStatus('ready');
    };
    if (window.grecaptcha) {
      render();
      return;
    }
    window[ONLOAD] = render;
    if (document.querySelector(`script[src^="${RECAPTCHA_SCRIPT}"]`)) return;
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT}?onload=${ONLOAD}&render=explicit`;
    script.async = true;
    script.onerror = () => setStatus('failed');
    document.head.appendChild(script);
    return () => {
      window[ONLOAD] = undefined;
    };
  }, [siteKey, container]);

  const reset = useCallback(() => {
    setToken('');
    if (widget !== null) window.grecaptcha?.reset(widget);
  }, [widget]);

  return { slot: setContainer, token, status, reset, required: Boolean(siteKey) };
}
