import { afterEach, describe, expect, it, vi } from 'vitest';
import { getChatSnapshot, resetChatForTests, unreadCountChanged } from './chat-store';
import {
  bootSettings,
  loadMessenger,
  messengerScriptUrl,
  rebootMessenger,
} from './intercom-loader';

const IDENTITY = { user_id: '12', email: 'robin@example.test', name: 'Robin', user_hash: 'abc123' };

describe('bootSettings', () => {
  it('hides Intercom’s own launcher and names nobody without an identity', () => {
    expect(bootSettings('app-1', null)).toEqual({ app_id: 'app-1', hide_default_launcher: true });
  });

  it('sends the customer with the identity hash when first name and email exist', () => {
    expect(bootSettings('app-1', IDENTITY)).toEqual({
      app_id: 'app-1',
      hide_default_launcher: true,
      user_id: '12',
      email: 'robin@example.test',
      name: 'Robin',
      user_hash: 'abc123',
    });
  });

  it('sends no customer data when the first name or email is missing', () => {
    expect(bootSettings('app-1', { ...IDENTITY, name: '' })).not.toHaveProperty('email');
    expect(bootSettings('app-1', { ...IDENTITY, email: '' })).not.toHaveProperty('user_id');
  });
});

describe('loadMessenger', () => {
  // Only the scripts: styled-components' sheet in <head> serves the next file in a shared jsdom.
  afterEach(() => {
    document.querySelectorAll('script').forEach((element) => element.remove());
    delete window.Intercom;
    resetChatForTests();
  });

  const script = () => document.getElementById('ollie-chat-messenger') as HTMLScriptElement | null;

  it('loads the widget from the configured origin once, queueing the boot until it runs', () => {
    loadMessenger('http://127.0.0.1:3199/', 'app 1', IDENTITY);
    loadMessenger('http://127.0.0.1:3199/', 'app 1', IDENTITY);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(script()?.src).toBe(messengerScriptUrl('http://127.0.0.1:3199', 'app 1'));
    expect(script()?.src).toBe('http://127.0.0.1:3199/widget/app%201');
    const queued = window.Intercom?.q?.map(([command]) => command);
    expect(queued).toEqual(['onShow', 'onHide', 'onUnreadCountChange', 'boot']);
    expect(window.Intercom?.q?.at(-1)).toEqual(['boot', bootSettings('app 1', IDENTITY)]);
  });

  it('shows the launcher once the script has run, and keeps it hidden when the script fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadMessenger('https://widget.intercom.io', 'app-1', null);
    script()?.dispatchEvent(new Event('error'));
    expect(getChatSnapshot().ready).toBe(false);
    expect(warn).toHaveBeenCalledWith('The chat messenger could not load');

    script()?.remove();
    loadMessenger('https://widget.intercom.io', 'app-1', null);
    script()?.dispatchEvent(new Event('load'));
    expect(getChatSnapshot().ready).toBe(true);
  });

  it('wires the messenger’s callbacks to the launcher', () => {
    loadMessenger('https://widget.intercom.io', 'app-1', null);
    const handler = (name: string) =>
      window.Intercom?.q?.find(([command]) => command === name)?.[1] as (count?: number) => void;
    handler('onUnreadCountChange')(1);
    expect(getChatSnapshot().unread).toBe(true);
    handler('onShow')();
    expect(getChatSnapshot()).toMatchObject({ open: true, unread: false });
    handler('onHide')();
    expect(getChatSnapshot().open).toBe(false);
  });

  it('forgets the previous person’s unread message when it signs someone else in or out', () => {
    loadMessenger('https://widget.intercom.io', 'app-1', IDENTITY);
    unreadCountChanged(3);
    rebootMessenger('app-1', null);
    expect(getChatSnapshot().unread).toBe(false);
    const commands = window.Intercom?.q?.map(([command]) => command);
    expect(commands?.slice(4)).toEqual([
      'shutdown',
      'onShow',
      'onHide',
      'onUnreadCountChange',
      'boot',
    ]);
    expect(window.Intercom?.q?.at(-1)).toEqual(['boot', bootSettings('app-1', null)]);
  });
});
