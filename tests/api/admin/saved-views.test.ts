import { beforeAll, describe, expect, it } from 'vitest';
import viewsRoute from '@/pages/api/admin/saved-views/index';
import viewRoute from '@/pages/api/admin/saved-views/[viewId]';
import type { SavedView } from '@/contracts/admin/lists';
import { createSignedInCustomer } from '../../factories/customers';
import { useRoute } from '../../helpers/call-route';
import { createStaff, type CreatedStaff, lastAuditBy } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

describe('saved views (admin API)', () => {
  const database = useTestDatabase();
  const views = useRoute(viewsRoute);
  const view = useRoute(viewRoute);
  let support: CreatedStaff;
  let colleague: CreatedStaff;
  let fulfilment: CreatedStaff;
  beforeAll(async () => {
    const db = database.db();
    [support, colleague, fulfilment] = await Promise.all([
      createStaff(db, { role: 'support' }),
      createStaff(db, { role: 'support' }),
      createStaff(db, { role: 'fulfilment' }),
    ]);
  });
  const save = (token: string | undefined, body: unknown) =>
    views<SavedView & Record<string, string[]>>({
      method: 'POST',
      url: '/api/admin/saved-views/',
      token,
      body,
    });
  const list = (token: string | undefined, query = '?list=subscriptions') =>
    views<{ results: SavedView[] }>({ url: `/api/admin/saved-views/${query}`, token });
  const remove = (token: string | undefined, id: number | string) =>
    view({
      method: 'DELETE',
      url: `/api/admin/saved-views/${id}/`,
      params: { viewId: String(id) },
      token,
    });
  const lastAudit = async (staffId: number) => await lastAuditBy(database.db(), staffId);

  it('saves a named set of cleaned filters, lists it for its owner only, replaces by name', async () => {
    const created = await save(support.token, {
      list: 'subscriptions',
      name: 'Next week',
      filters: { next_from: '2031-03-01', next_to: '2031-03-07', status: '', extra: 'x' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Next week',
      filters: { next_from: '2031-03-01', next_to: '2031-03-07' },
    });
    expect(created.json.filters).not.toHaveProperty('extra');
    expect(await lastAudit(support.id)).toMatchObject({
      action: 'saved_view.save',
      targetId: String(created.json.id),
    });
    const replaced = await save(support.token, {
      list: 'subscriptions',
      name: 'Next week',
      filters: { status: 'active' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json.id).toBe(created.json.id);
    const mine = await list(support.token);
    expect(mine.json.results).toEqual([
      expect.objectContaining({ id: created.json.id, filters: { status: 'active' } }),
    ]);
    expect((await list(colleague.token)).json.results).toEqual([]);
    expect((await list(support.token, '?list=customers')).json.results).toEqual([]);
  });

  it('deletes only the caller’s own view (404 for a colleague’s), audited', async () => {
    const created = await save(support.token, {
      list: 'customers',
      name: 'Leads in WA',
      filters: { status: 'lead', state: 'WA' },
    });
    expect((await remove(colleague.token, created.json.id)).status).toBe(404);
    expect((await remove(support.token, created.json.id)).status).toBe(204);
    expect(await lastAudit(support.id)).toMatchObject({
      action: 'saved_view.delete',
      before: { name: 'Leads in WA' },
    });
    expect((await remove(support.token, created.json.id)).status).toBe(404);
  });

  it.each([
    [{ list: 'orders', name: 'x', filters: {} }, 'list'],
    [{ list: 'customers', name: '  ', filters: {} }, 'name'],
    [{ list: 'customers', name: 'x'.repeat(61), filters: {} }, 'name'],
    [{ list: 'customers', name: 'x', filters: [] }, 'filters'],
    [{ list: 'customers', name: 'x' }, 'filters'],
    [{ list: 'customers', name: 'x', filters: { status: 'paused' } }, 'filters.status'],
    [{ list: 'subscriptions', name: 'x', filters: { next_from: 'soon' } }, 'filters.next_from'],
  ])('answers 400 for %j', async (body, field) => {
    const response = await save(support.token, body);
    expect(response.status).toBe(400);
    expect(response.json).toHaveProperty([field]);
  });

  it('answers 400 for an unknown list to read', async () => {
    expect((await list(support.token, '?list=orders')).status).toBe(400);
  });

  it('refuses no token (401), fulfilment and customers (403)', async () => {
    expect((await list(undefined)).status).toBe(401);
    expect((await save(undefined, { list: 'customers', name: 'x', filters: {} })).status).toBe(401);
    expect((await list(fulfilment.token)).status).toBe(403);
    expect((await remove(fulfilment.token, 1)).status).toBe(403);
    const shopper = await createSignedInCustomer(database.db());
    expect((await save(shopper.token, { list: 'customers', name: 'x', filters: {} })).status).toBe(
      403,
    );
  });
});
