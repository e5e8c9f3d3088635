import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore, type SessionSnapshot } from '@/lib/session/session-store';
import { renderWithTheme } from '@/ui/test-utils';
import { DEFAULT_BANNER_TEXT } from './banner';
import { PageLayout, type PageLayoutProps } from './page-layout';

vi.mock('next/router', () => ({
  default: { router: null },
  useRouter: () => ({ asPath: '/', push: vi.fn() }),
}));
vi.mock('@/lib/integrations/experiments/use-flag', () => ({ useFlag: () => false }));
vi.mock('@/lib/session/sign-out', () => ({ signOut: vi.fn() }));

const CUSTOMER: SessionSnapshot = {
  status: 'authenticated',
  user: { id: 7, email: 'maya@example.test', first_name: 'Maya', access_token: 'token' },
};

function renderLayout(props: Omit<PageLayoutProps, 'children'> = {}, session?: SessionSnapshot) {
  act(() => resetSessionStore(session ?? { status: 'unauthenticated', user: null }));
  return renderWithTheme(
    <PageLayout {...props}>
      <h1>Fresh recipes</h1>
    </PageLayout>,
  );
}

beforeEach(() => {
  document.body.className = '';
});

describe('PageLayout', () => {
  it('frames the page: header, then the main content, then the full footer', async () => {
    renderLayout();
    const header = await screen.findByRole('banner');
    const main = screen.getByRole('main');
    const footer = await screen.findByRole('contentinfo');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Fresh recipes' }),
    ).toBeInTheDocument();
    expect(main).toHaveAttribute('id', 'main-content');
    expect(header.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(footer).getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(screen.getByText(DEFAULT_BANNER_TEXT)).toBeInTheDocument();
  });

  it('lets the skip link move focus to the main content', async () => {
    const user = userEvent.setup();
    renderLayout();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    // jsdom does not follow in-page links; what the browser needs is a focusable target with that id.
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(skip).toHaveFocus();
    main.focus();
    expect(main).toHaveFocus();
  });

  it('passes the simple footer through', async () => {
    renderLayout({ footer: 'simple' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(within(footer).getByText(/hard to use with a screen reader/)).toBeInTheDocument();
  });

  it('hides the banner when asked, and shows the text it is given otherwise', () => {
    const { unmount } = renderLayout({ showBanner: false });
    expect(screen.queryByText(DEFAULT_BANNER_TEXT)).not.toBeInTheDocument();
    unmount();
    renderLayout({ bannerText: 'Save 30% on baked recipes' });
    expect(screen.getByRole('link', { name: 'Save 30% on baked recipes' })).toBeInTheDocument();
  });

  it('in account mode drops the banner and the footer columns meant for newcomers', async () => {
    renderLayout({ accountMode: true }, CUSTOMER);
    expect(screen.queryByText(DEFAULT_BANNER_TEXT)).not.toBeInTheDocument();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('heading', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Hi, Maya');
  });
});
