import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/api-client';
import type { FulfilmentBox } from '@/lib/api-client/admin/fulfilment';
import { renderWithTheme } from '@/ui/test-utils';
import { BoxCard } from './box-card';

const api = vi.hoisted(() => ({
  markBoxPacked: vi.fn(),
  markBoxShipped: vi.fn(),
  correctBoxTracking: vi.fn(),
  setBoxHold: vi.fn(),
}));
vi.mock('@/lib/api-client/admin/fulfilment', () => api);

const box: FulfilmentBox = {
  id: '7-3',
  order_id: 7,
  pet_id: 3,
  kind: 'renewal',
  delivery_date: '2031-03-04',
  pup_name: 'Pepper',
  allergies: ['Chicken', 'Dairy'],
  hold: null,
  weeks_of_food: 2,
  recipes: [{ recipe_key: 'turkey', recipe_name: 'Fresh Turkey', unit: 'tray', count: 6 }],
  addons: [],
  ship_to: {
    first_name: 'Maya',
    last_name: 'Stone',
    address1: '12 Bark Street',
    address2: '',
    city: 'Portland',
    state: 'OR',
    zip_code: '97201',
    phone: '5035550142',
  },
  status: 'pending',
  carrier: null,
  tracking_number: null,
  tracking_url: null,
};
const client = {} as ApiClient;

beforeEach(() => api.markBoxPacked.mockReset());

describe('BoxCard', () => {
  it('shows the pup’s allergies to the packer', () => {
    renderWithTheme(<BoxCard client={client} box={box} packable />);
    expect(screen.getByText('Allergies: Chicken, Dairy').tagName).toBe('STRONG');
  });

  it('keeps focus in the box after "Mark packed" instead of losing it to the page', async () => {
    api.markBoxPacked.mockResolvedValue({ ...box, status: 'packed' });
    renderWithTheme(<BoxCard client={client} box={box} packable />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark Pepper’s box packed' }));
    const status = await screen.findByText('Packed');
    expect(document.activeElement).toBe(status.closest('p'));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('keeps focus in the box after "Mark shipped" too', async () => {
    api.markBoxShipped.mockResolvedValue({
      ...box,
      status: 'shipped',
      carrier: 'ups',
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    renderWithTheme(<BoxCard client={client} box={{ ...box, status: 'packed' }} packable />);
    await userEvent.selectOptions(screen.getByLabelText(/Carrier/), 'ups');
    await userEvent.type(screen.getByLabelText(/Tracking number/), '1Z999AA10123456784');
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const status = await screen.findByText('Shipped');
    expect(document.activeElement).toBe(status.closest('p'));
  });

  it('offers neither pack nor ship for a held box, and says why', () => {
    const { rerender } = renderWithTheme(
      <BoxCard
        client={client}
        box={{ ...box, hold: { reason: 'refunded', note: null } }}
        packable
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Do not ship: this box was refunded in full.',
    );
    expect(screen.queryByRole('button', { name: /packed/ })).not.toBeInTheDocument();
    rerender(
      <BoxCard
        client={client}
        box={{ ...box, status: 'packed', hold: { reason: 'staff', note: 'Address check' } }}
        packable
      />,
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('holds a box from the card, and then offers neither pack nor ship', async () => {
    api.setBoxHold.mockResolvedValue({
      order_id: 7,
      hold: { reason: 'staff', note: null, at: '2031-03-03T10:00:00.000Z' },
    });
    renderWithTheme(<BoxCard client={client} box={box} packable />);
    await userEvent.click(screen.getByRole('button', { name: 'Hold Pepper’s box (do not ship)' }));
    expect(api.setBoxHold).toHaveBeenCalledWith(client, 7, { hold: true });
    expect(await screen.findByRole('note')).toHaveTextContent('Do not ship: held by staff.');
    expect(screen.queryByRole('button', { name: /packed/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Release Pepper’s box' })).toBeInTheDocument();
  });

  it('corrects a shipped box’s tracking number', async () => {
    const shipped = {
      ...box,
      status: 'shipped' as const,
      carrier: 'ups' as const,
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    };
    api.correctBoxTracking.mockResolvedValue({ ...shipped, tracking_number: '1Z12345E0205271688' });
    renderWithTheme(<BoxCard client={client} box={shipped} packable />);
    await userEvent.click(screen.getByText('Correct the tracking number'));
    await userEvent.selectOptions(screen.getByLabelText('Carrier'), 'UPS');
    await userEvent.type(screen.getByLabelText('Tracking number'), '1Z12345E0205271688');
    await userEvent.click(
      screen.getByRole('button', { name: 'Save the corrected tracking number' }),
    );
    expect(api.correctBoxTracking).toHaveBeenCalledWith(client, shipped, {
      carrier: 'ups',
      tracking_number: '1Z12345E0205271688',
    });
    expect(await screen.findByText(/Tracking 1Z12345E0205271688/)).toBeInTheDocument();
  });
});
