import { describe, expect, it, vi } from 'vitest';
import { syncChatContact, syncChatContactInBackground, type ContactsApi } from './contact-sync';

const ROBIN = { id: 12, email: 'robin@example.test', firstName: 'Robin' };

function fakeContacts(existingId?: string) {
  return {
    showContactByExternalId: vi.fn(() =>
      existingId
        ? Promise.resolve({ id: existingId })
        : Promise.reject(Object.assign(new Error('Not found'), { statusCode: 404 })),
    ),
    create: vi.fn(() => Promise.resolve({})),
    update: vi.fn(() => Promise.resolve({})),
  } satisfies ContactsApi;
}

describe('syncChatContact', () => {
  it('creates a contact for a customer Intercom does not know yet', async () => {
    const contacts = fakeContacts();
    expect(await syncChatContact(ROBIN, contacts)).toBe('created');
    expect(contacts.create).toHaveBeenCalledWith({
      role: 'user',
      external_id: '12',
      email: 'robin@example.test',
      name: 'Robin',
    });
  });

  it('updates the contact it already has', async () => {
    const contacts = fakeContacts('contact-9');
    expect(await syncChatContact(ROBIN, contacts)).toBe('updated');
    expect(contacts.update).toHaveBeenCalledWith({
      contact_id: 'contact-9',
      email: 'robin@example.test',
      name: 'Robin',
    });
    expect(contacts.create).not.toHaveBeenCalled();
  });

  it('sends nothing without a first name or an email', async () => {
    const contacts = fakeContacts();
    expect(await syncChatContact({ ...ROBIN, firstName: ' ' }, contacts)).toBe('skipped');
    expect(await syncChatContact({ ...ROBIN, email: '' }, contacts)).toBe('skipped');
    expect(contacts.showContactByExternalId).not.toHaveBeenCalled();
  });

  it('does nothing without an access token', async () => {
    expect(await syncChatContact(ROBIN)).toBe('skipped');
  });

  it('never fails the caller when Intercom is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const contacts = fakeContacts();
    contacts.showContactByExternalId.mockRejectedValue(
      Object.assign(new Error('Bad gateway'), { statusCode: 502 }),
    );
    await expect(syncChatContactInBackground(ROBIN, contacts)).resolves.toBeUndefined();
    expect(contacts.create).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('The chat contact could not be synced', expect.any(Error));
  });
});
