import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { FlowLayout } from './flow-layout';

describe('FlowLayout', () => {
  it('frames a flow: its own header, the main content, then the simple footer', () => {
    renderWithTheme(
      <FlowLayout header={<header>Step 1 of 3</header>}>
        <h1>Tell us about your pup</h1>
      </FlowLayout>,
    );
    const header = screen.getByRole('banner');
    const main = screen.getByRole('main');
    const footer = screen.getByRole('contentinfo');
    expect(header).toHaveTextContent('Step 1 of 3');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(within(main).getByRole('heading', { name: 'Tell us about your pup' })).toBeVisible();
    expect(header.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The simple footer: legal links and the accessibility help, no link columns.
    expect(within(footer).queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(within(footer).getByText(/hard to use with a screen reader/)).toBeInTheDocument();
  });
});
