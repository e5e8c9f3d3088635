import { describe, expect, it } from 'vitest';
import { CHAT_SETTINGS, type ChatDisplayRule } from '@/config/chat-settings';
import { chatPlacement, isChatHidden, isRaisedPath } from './display-rules';

describe('isRaisedPath', () => {
  it.each([
    ['/onboarding/', true],
    ['/onboarding/checkout/', true],
    ['/account/add-pup/onboarding/', true],
    ['/checkout/', true],
    ['/account/edit-recipes/extras/', true],
    ['/account/edit-recipes/extras', true],
    ['/account/edit-recipes/', false],
    ['/account/', false],
    ['/', false],
    ['/faqs/?q=onboarding', false],
  ])('%s → %s', (path, raised) => {
    expect(isRaisedPath(path)).toBe(raised);
  });
});

describe('isChatHidden', () => {
  const rules: ChatDisplayRule[] = [
    { match: 'exact', path: '/press/', reason: 'test' },
    { match: 'prefix', path: '/auth/reset-password', reason: 'test' },
    { match: 'contains', path: 'gift', reason: 'test' },
  ];

  it.each([
    ['/press/', true],
    ['/press', true],
    ['/press/kit/', false],
    ['/auth/reset-password/?token=abc', true],
    ['/auth/reset-password/done/', true],
    ['/auth/login/', false],
    ['/promo/gift-box/', true],
    ['/', false],
  ])('%s hidden: %s', (path, hidden) => {
    expect(isChatHidden(path, rules, false)).toBe(hidden);
  });

  it('hides the chat everywhere in the app session', () => {
    expect(isChatHidden('/', [], true)).toBe(true);
  });

  it("keeps the shop's own rules: never on the password reset page", () => {
    expect(isChatHidden('/auth/reset-password/', CHAT_SETTINGS.displayRules, false)).toBe(true);
    expect(isChatHidden('/admin/staff/', CHAT_SETTINGS.displayRules, false)).toBe(true);
    expect(isChatHidden('/faqs/', CHAT_SETTINGS.displayRules, false)).toBe(false);
  });
});

describe('chatPlacement', () => {
  it('hides before it raises', () => {
    const rules: ChatDisplayRule[] = [{ match: 'prefix', path: '/checkout/', reason: 'test' }];
    expect(chatPlacement('/checkout/', rules, false)).toBe('hidden');
    expect(chatPlacement('/onboarding/', rules, false)).toBe('raised');
    expect(chatPlacement('/recipes/', rules, false)).toBe('normal');
  });
});
