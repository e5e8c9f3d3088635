import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '@/ui/theme';
import { renderWithTheme } from '@/ui/test-utils';
import { FaqsContent } from './faqs-content';

const page = (
  <ThemeProvider theme={theme}>
    <FaqsContent />
  </ThemeProvider>
);
let root: Root | null = null;
let container: HTMLDivElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
});

describe('FaqsContent', () => {
  it('filters the questions as you type', async () => {
    const user = userEvent.setup();
    renderWithTheme(<FaqsContent />);
    await user.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'skip');
    expect(screen.getByText('1 question matches')).toBeInTheDocument();
    expect(screen.getByText('Can I skip a delivery?')).toBeInTheDocument();
  });

  it('counts what was typed into the server’s search box before the page hydrated', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[type="search"]')!.value = 'skip';
    await act(async () => {
      root = hydrateRoot(container!, page);
    });
    expect(screen.getByText('1 question matches')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the FAQ' })).toHaveValue('skip');
  });
});
