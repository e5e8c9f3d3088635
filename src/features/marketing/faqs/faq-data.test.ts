import { describe, expect, it } from 'vitest';
import { FAQ_GROUPS, searchFaqs } from './faq-data';

describe('searchFaqs', () => {
  it('keeps every group when the search is empty', () => {
    expect(searchFaqs(FAQ_GROUPS, '   ')).toBe(FAQ_GROUPS);
  });

  it('matches every word, in questions or answers, ignoring case', () => {
    const groups = searchFaqs(FAQ_GROUPS, 'SKIP delivery');
    expect(groups.map((group) => group.title)).toEqual(['Delivery']);
    expect(groups[0]!.questions.map((item) => item.question)).toEqual(['Can I skip a delivery?']);
  });

  it('drops groups with no match and finds nothing for nonsense', () => {
    expect(searchFaqs(FAQ_GROUPS, 'puppies').map((group) => group.title)).toEqual([
      'Food and nutrition',
    ]);
    expect(searchFaqs(FAQ_GROUPS, 'zebra')).toEqual([]);
  });
});
