import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { PanelSection } from './panel-section';
import { SlideOutPanel, type SlideOutPanelProps } from './slide-out-panel';

const SECTION = {
  title: 'Fresh Recipes',
  description: 'Gently cooked meals.',
  links: [
    { text: 'Fresh Beef', href: '/fresh-dog-food/beef/', image: '/images/menu/fresh-beef.svg' },
    { text: 'Fresh Chicken', href: '/fresh-dog-food/chicken/' },
  ],
  cta: { href: '/fresh-dog-food/' },
};

/** A page with a button that opens the panel, as the header uses it. */
function Harness(props: Partial<SlideOutPanelProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open panel
      </button>
      <SlideOutPanel title="Our Products" open={open} onClose={() => setOpen(false)} {...props}>
        <PanelSection {...SECTION} />
      </SlideOutPanel>
    </>
  );
}

async function openPanel(props: Partial<SlideOutPanelProps> = {}) {
  const user = userEvent.setup();
  const view = renderWithTheme(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Open panel' });
  await user.click(opener);
  return { user, opener, view, dialog: screen.getByRole('dialog', { name: 'Our Products' }) };
}

afterEach(() => {
  document.body.className = '';
});

describe('SlideOutPanel', () => {
  it('renders nothing until opened, then a labelled modal dialog', async () => {
    renderWithTheme(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open panel' }));
    const dialog = screen.getByRole('dialog', { name: 'Our Products' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Our Products');
  });

  it('has a Back button (mobile) and a Close button (desktop), both closing it', async () => {
    const { user, dialog } = await openPanel();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open panel' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets the Back button do something else when told, e.g. go up a level', async () => {
    const onBack = vi.fn();
    const { user, dialog } = await openPanel({ onBack });
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  // Keeping Tab inside (first and last element, wrapping) is checked in a browser, in
  // e2e/menus.spec.ts: focus-trap documents jsdom, which lays nothing out, as unsupported.
  it('moves focus inside and gives it back on Escape', async () => {
    const { user, opener, dialog } = await openPanel();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on the overlay and when a link inside is followed', async () => {
    const { user } = await openPanel();
    await user.click(screen.getByTestId('panel-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open panel' }));
    await user.click(screen.getByRole('link', { name: 'See all' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks page scroll while open and unlocks on close or unmount', async () => {
    const { user, view } = await openPanel();
    expect(document.body).toHaveClass('scroll-locked');
    await user.keyboard('{Escape}');
    expect(document.body).not.toHaveClass('scroll-locked');

    await user.click(screen.getByRole('button', { name: 'Open panel' }));
    expect(document.body).toHaveClass('scroll-locked');
    view.unmount();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('is 480px wide at most, or as wide as asked', async () => {
    const { dialog, view } = await openPanel();
    expect(dialog).toHaveStyle({ maxWidth: '480px' });
    view.unmount();
    const wide = await openPanel({ maxWidth: 556 });
    expect(wide.dialog).toHaveStyle({ maxWidth: '556px' });
  });

  it('takes an id so the opener can point at it', async () => {
    const { dialog } = await openPanel({ id: 'product-menu' });
    expect(dialog).toHaveAttribute('id', 'product-menu');
  });
});

describe('PanelSection', () => {
  it('shows the title, description, recipe links with images, and "See all" by default', () => {
    renderWithTheme(<PanelSection {...SECTION} />);
    const section = screen.getByRole('region', { name: 'Fresh Recipes' });
    expect(within(section).getByRole('heading', { name: 'Fresh Recipes' })).toBeInTheDocument();
    expect(within(section).getByText('Gently cooked meals.')).toBeInTheDocument();
    const beef = within(section).getByRole('link', { name: 'Fresh Beef' });
    expect(beef).toHaveAttribute('href', '/fresh-dog-food/beef/');
    const image = beef.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/menu/fresh-beef.svg');
    expect(image).toHaveAttribute('width', '96');
    expect(image).toHaveAttribute('height', '72');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(within(section).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/fresh-dog-food/',
    );
  });

  it('takes its own call-to-action text, an icon, and no description', () => {
    renderWithTheme(
      <PanelSection
        title="Baked Recipes"
        icon={<svg data-testid="section-icon" aria-hidden="true" />}
        links={[]}
        cta={{ href: '/baked-dog-food/', text: 'Browse baked' }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Baked Recipes' });
    expect(within(section).getByTestId('section-icon')).toBeInTheDocument();
    expect(within(section).queryByRole('paragraph')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Browse baked' })).toBeInTheDocument();
    expect(within(section).queryByText('See all')).not.toBeInTheDocument();
  });
});
