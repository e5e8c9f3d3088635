import { describe, expect, it } from 'vitest';
import { PLAN_TYPES } from './plan-types';
import { planSku } from './plan-sku';
import { cleanFilters, containsPattern, filtersQuery, planSkuRegex } from './list-filters';

const NAMES = ['q', 'status', 'next_from'] as const;

describe('cleanFilters', () => {
  it('keeps known names with a value, trimmed, and drops the rest', () => {
    expect(
      cleanFilters(NAMES, { q: '  ann ', status: '', next_from: '2026-01-02', evil: 'x' }),
    ).toEqual({ q: 'ann', next_from: '2026-01-02' });
  });
  it('takes the first of a repeated parameter and ignores non-strings', () => {
    expect(cleanFilters(NAMES, { q: ['a', 'b'], status: 3, next_from: null })).toEqual({ q: 'a' });
  });
});

describe('filtersQuery', () => {
  it('orders keys so the same filters give the same link', () => {
    expect(filtersQuery({ status: 'active', q: 'a b' })).toBe('?q=a+b&status=active');
    expect(filtersQuery({ q: '' })).toBe('');
  });
});

describe('planSkuRegex', () => {
  const skus = {
    FR: planSku('FR', 792, { fresh: ['chicken'], dry: [] }),
    half_fresh: planSku('half_fresh', 792, { fresh: ['beef'], dry: [] }),
    DY: planSku('DY', 1200),
    MX: planSku('MX', 100, { fresh: ['chicken'], dry: ['turkey'] }),
  };
  it.each(PLAN_TYPES)('%s matches its own skus only', (type) => {
    const regex = new RegExp(planSkuRegex(type));
    for (const [other, sku] of Object.entries(skus)) expect(regex.test(sku)).toBe(other === type);
  });
});

describe('containsPattern', () => {
  it('wraps the text and escapes LIKE wildcards', () => {
    expect(containsPattern('ann')).toBe('%ann%');
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
