import { describe, expect, it } from 'vitest';
import { containsPattern, parseOrderFilters, searchedOrderNumber } from './order-filters';

describe('parseOrderFilters', () => {
  it('reads every filter and defaults the page', () => {
    expect(
      parseOrderFilters({
        status: 'paid',
        kind: 'renewal',
        delivery_from: '2031-03-04',
        delivery_to: '2031-03-11',
        held: 'true',
        q: '  rex ',
        page: '2',
        page_size: '20',
      }),
    ).toEqual({
      ok: true,
      filters: {
        status: 'paid',
        kind: 'renewal',
        deliveryFrom: '2031-03-04',
        deliveryTo: '2031-03-11',
        held: true,
        search: 'rex',
        page: 2,
        pageSize: 20,
      },
    });
    expect(parseOrderFilters({})).toEqual({ ok: true, filters: { page: 1, pageSize: 50 } });
    expect(parseOrderFilters({ status: '', q: '   ' })).toEqual({
      ok: true,
      filters: { page: 1, pageSize: 50 },
    });
  });

  it.each([
    [{ status: 'shipped' }, 'status'],
    [{ kind: 'gift' }, 'kind'],
    [{ delivery_from: '2031-02-30' }, 'delivery_from'],
    [{ delivery_to: 'tomorrow' }, 'delivery_to'],
    [{ delivery_from: '2031-03-11', delivery_to: '2031-03-04' }, 'delivery_to'],
    [{ held: 'yes' }, 'held'],
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ page: '0' }, 'page'],
    [{ page_size: '101' }, 'page_size'],
    [{ page_size: '1e3' }, 'page_size'],
  ])('refuses %o on %s', (query, field) => {
    const result = parseOrderFilters(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
  });
});

describe('search helpers', () => {
  it.each([
    ['1042', 1042],
    ['#1042', 1042],
    ['rex', null],
    ['sam@example.test', null],
  ])('%s as an order number: %s', (text, expected) =>
    expect(searchedOrderNumber(text)).toBe(expected),
  );
  it('escapes LIKE wildcards and lowers the case', () => {
    expect(containsPattern('50%_Off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
