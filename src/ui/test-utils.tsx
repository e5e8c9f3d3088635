import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { theme } from '@/ui/theme';

function WithTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** Renders inside the shop's theme, as _app does. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: WithTheme, ...options });
}

function WithThemeAndOwnCache({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <WithTheme>{children}</WithTheme>
    </SWRConfig>
  );
}

/**
 * Renders inside the shop's theme with a data cache (swr) of its own, so what one render fetched
 * is never what the next one shows. A rerender keeps the cache, as a page does.
 */
export function renderWithOwnCache(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: WithThemeAndOwnCache, ...options });
}
