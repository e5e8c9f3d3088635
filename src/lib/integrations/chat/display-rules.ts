import type { ChatDisplayRule } from '@/config/chat-settings';

/** Pages with a bar fixed to the bottom of the screen: the launcher sits above it there. */
const RAISED_PATH_PARTS = ['onboarding', 'checkout', 'account/edit-recipes/extras'];

const normalize = (path: string) => {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.endsWith('/') ? bare : `${bare}/`;
};

export const isRaisedPath = (path: string) =>
  RAISED_PATH_PARTS.some((part) => normalize(path).includes(part));

function matches(rule: ChatDisplayRule, path: string): boolean {
  const target = normalize(path);
  const rulePath = rule.match === 'contains' ? rule.path : normalize(rule.path);
  if (rule.match === 'exact') return target === rulePath;
  if (rule.match === 'prefix') return target.startsWith(rulePath);
  return target.includes(rulePath);
}

/** The launcher is hidden on pages a display rule names, and in the mobile app's web views. */
export function isChatHidden(path: string, rules: ChatDisplayRule[], appSession: boolean): boolean {
  return appSession || rules.some((rule) => matches(rule, path));
}

export type ChatPlacement = 'hidden' | 'raised' | 'normal';

export function chatPlacement(
  path: string,
  rules: ChatDisplayRule[],
  appSession: boolean,
): ChatPlacement {
  if (isChatHidden(path, rules, appSession)) return 'hidden';
  return isRaisedPath(path) ? 'raised' : 'normal';
}
