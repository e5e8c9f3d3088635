import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore, type SessionSnapshot } from '@/lib/session/session-store';
import { renderWithTheme } from '@/ui/test-utils';
import { Banner } from '../banner';
import { notify } from '../toast/notify';
import { Header } from './header';

const router = vi.hoisted(() => ({ asPath: '/', push: vi.fn() }));
vi.mock('next/router', () => ({ default: { router: null }, useRouter: () => router }));

const flags = vi.hoisted(() => ({ SHOW_LAMB: false }));
vi.mock('@/lib/integrations/experiments/use-flag', () => ({
  useFlag: (name: string) => (flags as Record<string, boolean>)[name] ?? false,
}));

const signOut = vi.hoisted(() => vi.fn());
vi.mock('@/lib/session/sign-out', () => ({ signOut }));

const customerStatus = vi.hoisted(() => ({ value: 'active' }));
const api = vi.hoisted(() => ({
  getCustomer: vi.fn(async () => ({ id: 7, status: customerStatus.value })),
}));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  ...api,
}));

const GUEST: SessionSnapshot = { status: 'unauthenticated', user: null };
const signedIn = (firstName: string): SessionSnapshot => ({
  status: 'authenticated',
  user: { id: 7, email: 'maya@example.test', first_name: firstName, access_token: 'token' },
});

function renderHeader(session: SessionSnapshot) {
  act(() => resetSessionStore(session));
  return renderWithTheme(<Header />);
}

beforeEach(() => {
  router.asPath = '/';
  flags.SHOW_LAMB = false;
  signOut.mockReset();
});

afterEach(() => {
  document.body.className = '';
});

describe('Header', () => {
  it('shows a guest Login and Get started, and the main menu in spec order', () => {
    renderHeader(GUEST);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(' (opens in a new tab)', ''));
    expect(labels).toEqual([
      'How It Works',
      'Meal Plans',
      'Our Products',
      'FAQ',
      'Reviews',
      'About',
      'Blog',
    ]);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login/');
    expect(screen.getAllByRole('link', { name: 'Get started' })[0]).toHaveAttribute(
      'href',
      '/onboarding/',
    );
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('has a skip link first in the tab order, and a logo linking home', async () => {
    const user = userEvent.setup();
    renderHeader(GUEST);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    const home = screen.getByRole('link', { name: 'Ollie home' });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByRole('img', { name: 'Ollie' })).toHaveAttribute('width', '79');
  });

  it('shows the 40px discount banner by default, with the offer text it is given', () => {
    const { unmount } = renderHeader(GUEST);
    const offer = screen.getByRole('link', { name: 'New pups save 50% on their first box' });
    expect(offer).toHaveAttribute('href', '/onboarding/');
    expect(offer.parentElement).toHaveStyle({ height: '40px' });
    unmount();

    renderWithTheme(<Header bannerText="Take 60% off your first box" />);
    expect(screen.getByRole('link', { name: 'Take 60% off your first box' })).toBeInTheDocument();
  });

  it('offers a member what members can have, not the new-customer offer', async () => {
    customerStatus.value = 'active';
    const { unmount } = renderHeader(signedIn('Maya'));
    await act(() => vi.dynamicImportSettled());
    const offer = await screen.findByRole('link', {
      name: 'Refer a friend: they save on their first box, you earn credit',
    });
    expect(offer).toHaveAttribute('href', '/account/#refer-a-friend');
    expect(screen.queryByRole('link', { name: /New pups save/ })).not.toBeInTheDocument();
    unmount();
  });

  it('still offers a signed-in customer without an active plan the new-customer offer', async () => {
    customerStatus.value = 'lead';
    api.getCustomer.mockClear();
    // Another customer than the member's test, so no answer about that one is reused.
    renderHeader({
      status: 'authenticated',
      user: { id: 8, first_name: 'Ada', access_token: 't' },
    });
    await act(() => vi.dynamicImportSettled());
    await waitFor(() => expect(api.getCustomer).toHaveBeenCalled());
    await act(async () => {
      await api.getCustomer.mock.results[0]?.value;
    });
    expect(
      await screen.findByRole('link', { name: 'New pups save 50% on their first box' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Refer a friend:/ })).not.toBeInTheDocument();
  });

  it('hides the banner when asked; the banner can link elsewhere', () => {
    const { unmount } = renderHeader(GUEST);
    unmount();
    renderWithTheme(<Header showBanner={false} />);
    expect(screen.queryByRole('link', { name: /first box/ })).not.toBeInTheDocument();

    renderWithTheme(<Banner text="Free treats this week" href="/dog-treats/" />);
    expect(screen.getByRole('link', { name: 'Free treats this week' })).toHaveAttribute(
      'href',
      '/dog-treats/',
    );
  });

  it('greets a signed-in customer by first name, with Add Pup and Logout', () => {
    renderHeader(signedIn('Maya'));
    expect(screen.getByRole('link', { name: 'Hi, Maya' })).toHaveAttribute('href', '/account/');
    expect(screen.getAllByRole('link', { name: 'Add Pup' })[0]).toHaveAttribute(
      'href',
      '/account/add-pup/',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it("says 'Hi, friend' when the first name is empty", () => {
    renderHeader(signedIn(''));
    expect(screen.getByRole('link', { name: 'Hi, friend' })).toBeInTheDocument();
  });

  it('shows neither state while the session loads, in the header or the burger menu', async () => {
    const user = userEvent.setup();
    renderHeader({ status: 'loading', user: null });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Hi,/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('switches from loading to the guest links when the session arrives', () => {
    renderHeader({ status: 'loading', user: null });
    act(() => resetSessionStore(GUEST));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('opens and closes the account menu from the keyboard, giving focus back', async () => {
    const user = userEvent.setup();
    renderHeader(signedIn('Maya'));
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('link', { name: 'My plan' })).not.toBeInTheDocument();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My plan' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'My info' })).toHaveAttribute(
      'href',
      '/account/my-info/',
    );
    expect(screen.getByRole('button', { name: 'Refer a friend' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support & FAQ' })).toHaveAttribute('href', '/faqs/');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'My info' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'My plan' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens the account menu with Space and closes it when focus moves on', async () => {
    const user = userEvent.setup();
    renderHeader(signedIn('Maya'));
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    trigger.focus();
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My plan' })).toHaveAttribute('href', '/account/');
    for (let step = 0; step < 4; step += 1) await user.tab();
    expect(screen.getByRole('link', { name: 'Add Pup' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('Refer a friend takes the customer to the referral section of My plan', async () => {
    const user = userEvent.setup();
    renderHeader(signedIn('Maya'));
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Refer a friend' }));
    expect(router.push).toHaveBeenCalledWith('/account/#refer-a-friend');
  });

  it('opens Our Products with its three sections, locks scroll, and closes on a link', async () => {
    const user = userEvent.setup();
    renderHeader(GUEST);
    const opener = screen.getByRole('button', { name: 'Our Products' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    const panel = await screen.findByRole('dialog', { name: 'Our Products' });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(opener).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveStyle({ maxWidth: '556px' });
    expect(
      within(panel)
        .getAllByRole('link', { name: /^(Fresh|Baked) / })
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/fresh-dog-food/beef/',
      '/fresh-dog-food/chicken/',
      '/fresh-dog-food/turkey/',
      '/fresh-dog-food/lamb/',
      '/fresh-dog-food/pork/',
      '/baked-dog-food/beef/',
      '/baked-dog-food/chicken/',
    ]);
    expect(within(panel).getByRole('link', { name: 'See all fresh recipes' })).toHaveAttribute(
      'href',
      '/fresh-dog-food/',
    );
    expect(within(panel).getByRole('link', { name: 'See all baked recipes' })).toHaveAttribute(
      'href',
      '/baked-dog-food/',
    );
    expect(within(panel).getByRole('link', { name: 'View supplements' })).toHaveAttribute(
      'href',
      '/dog-supplements/',
    );
    for (const section of ['Fresh Recipes', 'Baked Recipes', 'Membership Extras']) {
      expect(within(panel).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(within(panel).getAllByText('See all')).toHaveLength(2);
    expect(within(panel).getAllByText('View')).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: 'Fresh Pork' })).toHaveAttribute(
      'href',
      '/fresh-dog-food/pork/',
    );
    expect(within(panel).getByRole('link', { name: 'View treats' })).toHaveAttribute(
      'href',
      '/dog-treats/',
    );
    expect(document.body).toHaveClass('scroll-locked');
    await user.click(within(panel).getByRole('link', { name: 'Fresh Beef' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('closes Our Products on the overlay and on Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderHeader(GUEST);
    const button = screen.getByRole('button', { name: 'Our Products' });
    await user.click(button);
    await user.click(screen.getByTestId('panel-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('lists Fresh Lamb in Our Products whatever SHOW_LAMB says', async () => {
    const user = userEvent.setup();
    for (const on of [false, true]) {
      flags.SHOW_LAMB = on;
      const { unmount } = renderHeader(GUEST);
      await user.click(screen.getByRole('button', { name: 'Our Products' }));
      // The panel is loaded on first open: the first test in a file to open it waits for it.
      expect(await screen.findByRole('link', { name: 'Fresh Pork' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Fresh Lamb' })).toHaveAttribute(
        'href',
        '/fresh-dog-food/lamb/',
      );
      unmount();
    }
  });

  it('the burger menu offers guests Login and Get started, and customers Add Pup and Logout', async () => {
    const user = userEvent.setup();
    const { unmount } = renderHeader(GUEST);
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    let menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAttribute('aria-controls', menu.id);
    expect(menu).toHaveStyle({ maxWidth: '480px' });
    expect(within(menu).getByRole('link', { name: 'How It Works' })).toHaveAttribute(
      'href',
      '/how-it-works/',
    );
    expect(within(menu).getByRole('link', { name: /^Blog/ })).toHaveAttribute(
      'href',
      'https://blog.ollie.example/',
    );
    expect(within(menu).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Get started' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    unmount();

    renderHeader(signedIn('Maya'));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Hi, Maya' })).toHaveAttribute(
      'href',
      '/account/',
    );
    expect(within(menu).getByRole('link', { name: 'Add Pup' })).toHaveAttribute(
      'href',
      '/account/add-pup/',
    );
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('the burger menu shows Our Products as slide-down category cards', async () => {
    const user = userEvent.setup();
    renderHeader(GUEST);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const disclosure = within(menu).getByRole('button', { name: 'Our Products' });
    expect(within(menu).queryByRole('heading', { name: 'Treats' })).not.toBeInTheDocument();
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('heading', { name: 'Treats' })).toBeInTheDocument();
  });

  it.each([
    ['/account/my-info/', '/auth/login/'],
    ['/reviews/', '/'],
  ])('logging out from %s lands on %s', async (path, callbackUrl) => {
    router.asPath = path;
    signOut.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderHeader(signedIn('Maya'));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledWith(callbackUrl);
  });

  it('logs out from the burger menu too', async () => {
    router.asPath = '/account/';
    signOut.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderHeader(signedIn('Maya'));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledWith('/auth/login/');
  });

  it('tells the customer when logout fails and lets them try again', async () => {
    signOut.mockRejectedValue(new Error('network down'));
    const error = vi.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderHeader(signedIn('Maya'));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error.mock.calls[0]![0]).toMatch(/something went wrong/i);
    const button = screen.getByRole('button', { name: 'Logout' });
    expect(button).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Hi, Maya' })).toBeInTheDocument();
  });
});
