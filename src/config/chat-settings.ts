/**
 * Chat settings: where the messenger's launcher is not shown. A rule matches a path exactly, by
 * prefix, or when the path contains it.
 */
export interface ChatDisplayRule {
  match: 'exact' | 'prefix' | 'contains';
  path: string;
  /** Why the chat stays away from these pages. */
  reason: string;
}

export interface ChatSettings {
  displayRules: ChatDisplayRule[];
}

export const CHAT_SETTINGS: ChatSettings = {
  displayRules: [
    {
      match: 'prefix',
      path: '/auth/reset-password/',
      reason: 'The page address carries a one-time reset token that must not reach a third party.',
    },
    {
      match: 'prefix',
      path: '/admin/',
      reason: 'The operator console is for staff; the customers’ messenger has no place there.',
    },
    {
      match: 'exact',
      path: '/maintenance/',
      reason: 'Customer care is offline while the shop is.',
    },
  ],
};
