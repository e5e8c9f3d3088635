import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/api-client';
import type { FulfilmentBox } from '@/lib/api-client/admin/fulfilment';
import { renderWithTheme } from '@/ui/test-utils';
import { PackingSlipsView } from './packing-slips-view';

const api = vi.hoisted(() => ({ listFulfilmentBoxes: vi.fn() }));
vi.mock('@/lib/api-client/admin/fulfilment', () => api);

const box = {
  id: '7-3',
  order_id: 7,
  pet_id: 3,
  kind: 'renewal',
  delivery_date: '2031-03-04',
  pup_name: 'Pepper',
  allergies: ['Chicken'],
  hold: { reason: 'refunded', note: null },
  weeks_of_food: 2,
  recipes: [],
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
} satisfies FulfilmentBox;

describe('PackingSlipsView', () => {
  it('prints the pup’s allergies in bold, and a held box’s do-not-ship', async () => {
    api.listFulfilmentBoxes.mockResolvedValue({ results: [box], next_page: null });
    renderWithTheme(<PackingSlipsView client={{} as ApiClient} date="2031-03-04" page={1} />);
    const allergies = await screen.findByText('Allergies: Chicken');
    expect(allergies.tagName).toBe('STRONG');
    expect(screen.getByText('Do not ship: this box was refunded in full.').tagName).toBe('STRONG');
  });
});
