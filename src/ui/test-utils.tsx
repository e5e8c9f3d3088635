import { render, type RenderOptions } from '@testing-library/react';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/ui/theme';

// Suspense stands in for the client-side navigation a page's static island waits for (see
// staticIsland): a test's first render shows nothing until the island's code has loaded.
function WithTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <Suspense>{children}</Suspense>
    </ThemeProvider>
  );
}

/** Renders inside the shop's theme, as _app does; find what a page's static island holds with findBy. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: WithTheme, ...options });
}
