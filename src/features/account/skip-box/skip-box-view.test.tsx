import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client/errors';
import { renderWithTheme } from '@/ui/test-utils';
import { SkipBoxView } from './skip-box-view';

vi.mock('next/router', () => ({
  default: { router: null },
  useRouter: () => ({ asPath: '/skip-box/', pathname: '/skip-box', query: {}, push: vi.fn() }),
}));
const redeemSkipLink = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  redeemSkipLink,
}));

const ready = {
  state: 'ready' as const,
  pet_name: 'Juniper',
  delivery_date: '2026-12-03',
  change_by: '2026-11-28',
};

describe('SkipBoxView', () => {
  it('asks first, then skips with the link’s token and says when the next box comes', async () => {
    redeemSkipLink.mockResolvedValueOnce({
      skipped_date: '2026-12-03',
      next_delivery_date: '2026-12-17',
      pet_name: 'Juniper',
    });
    renderWithTheme(<SkipBoxView token="tok" link={ready} />);
    expect(
      await screen.findByText(/Skip Juniper’s box arriving on Thursday, December 3\?/),
    ).toBeVisible();
    expect(redeemSkipLink).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Skip this box' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Juniper’s box on Thursday, December 3 is skipped. The next one arrives on Thursday, December 17.',
    );
    expect(redeemSkipLink).toHaveBeenCalledWith(expect.anything(), 'tok');
  });

  it('shows the server’s refusal (already used) with a way to My plan', async () => {
    redeemSkipLink.mockRejectedValueOnce(
      new ApiError('conflict', { status: 409, detail: 'This link was already used.' }),
    );
    renderWithTheme(<SkipBoxView token="tok" link={ready} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Skip this box' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link was already used.');
    expect(screen.getByRole('link', { name: 'Go to My plan' })).toHaveAttribute(
      'href',
      '/account/',
    );
  });

  it('a link that cannot be used says why and offers no button', async () => {
    renderWithTheme(
      <SkipBoxView token="x" link={{ state: 'expired', message: 'This skip link has expired.' }} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This skip link has expired.');
    expect(screen.queryByRole('button', { name: 'Skip this box' })).toBeNull();
  });
});
