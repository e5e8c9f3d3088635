import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '@/server/db/schema';
import {
  anonymisedAddress,
  deletedEmail,
  erasedInvitationEmail,
  ERASURE_RULES,
  isDeletedEmail,
  redactNames,
  ruleFor,
  type ErasureAction,
} from './data-erasure';

const tables = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableConfig(table).name, getTableConfig(table)] as const),
);

// Column names that hold, or may hold, something about a person.
const PERSONAL =
  /email|name|phone|address|city|zip|state$|note|^body$|details|reason|^ip_|user_agent|token|password|secret|^to$|^text$|^html$|photo|snapshot|consent/;

describe('ERASURE_RULES', () => {
  it('names only tables and columns that exist', () => {
    for (const [table, columns] of Object.entries(ERASURE_RULES)) {
      const config = tables.get(table);
      expect(config, table).toBeDefined();
      const names = config!.columns.map((column) => column.name);
      for (const column of Object.keys(columns))
        expect(names, `${table}.${column}`).toContain(column);
    }
  });

  it('decides every personal-looking column of the tables it covers', () => {
    const undecided: string[] = [];
    for (const table of Object.keys(ERASURE_RULES))
      for (const column of tables.get(table)!.columns)
        if (PERSONAL.test(column.name) && !ruleFor(table, column.name))
          undecided.push(`${table}.${column.name}`);
    // Kept on purpose without a rule: staff-written reasons on money rows, the plan's own state.
    expect(undecided.filter((name) => !['orders.failure_message'].includes(name))).toEqual([]);
  });

  it.each<[string, string, ErasureAction]>([
    ['customers', 'email', 'anonymise'],
    ['customers', 'first_name', 'erase'],
    ['customers', 'password_hash', 'erase'],
    ['access_tokens', 'token_hash', 'erase'],
    ['addresses', 'phone', 'erase'],
    ['addresses', 'address1', 'erase'],
    ['pets', 'name', 'anonymise'],
    ['orders', 'shipping_address', 'anonymise'],
    ['orders', 'total_cents', 'keep'],
    ['renewal_consents', 'ip_address', 'erase'],
    ['renewal_consents', 'terms_version', 'keep'],
    ['outbox_emails', 'to', 'erase'],
    ['outbox_emails', 'text', 'erase'],
    ['referral_invitations', 'email', 'anonymise'],
    ['staff_notes', 'body', 'erase'],
    ['cancel_feedback', 'details', 'erase'],
    ['audit_log', 'after', 'keep'],
  ])('%s.%s is %s', (table, column, action) => {
    expect(ruleFor(table, column)?.action).toBe(action);
  });
});

describe('deleted emails', () => {
  it.each([
    [1, 'deleted-1@invalid'],
    [42, 'deleted-42@invalid'],
  ])('customer %i becomes %s, which is recognised', (id, email) => {
    expect(deletedEmail(id)).toBe(email);
    expect(isDeletedEmail(email)).toBe(true);
  });

  it.each(['robin@example.com', 'deleted-x@invalid', 'deleted-1@invalid.com'])(
    '%s is not a deleted account',
    (email) => expect(isDeletedEmail(email)).toBe(false),
  );

  it('gives each invitation its own placeholder', () => {
    expect(erasedInvitationEmail(7)).not.toBe(erasedInvitationEmail(8));
  });
});

describe('anonymisedAddress', () => {
  it('keeps the state (tax jurisdiction) and nothing else', () => {
    expect(
      anonymisedAddress({
        first_name: 'Robin',
        last_name: 'Barker',
        address1: '1 Main St',
        address2: 'Apt 2',
        city: 'Albany',
        state: 'NY',
        zip_code: '12207',
        phone: '(518) 555-0100',
      }),
    ).toEqual({
      first_name: '',
      last_name: '',
      address1: '',
      address2: '',
      city: '',
      state: 'NY',
      zip_code: '',
      phone: '',
    });
  });
});

describe('redactNames', () => {
  it.each<[string, string[], string]>([
    ['Biscuit’s box renews every 4 weeks', ['Biscuit'], 'Pup’s box renews every 4 weeks'],
    ['Max gets the maximum', ['Max'], 'Pup gets the maximum'],
    ['Hi Robin, Max and Max Junior', ['Max', 'Max Junior', 'Robin'], 'Hi Pup, Pup and Pup'],
    ['BISCUIT shouts', ['Biscuit'], 'Pup shouts'],
    ['Nothing to hide', [], 'Nothing to hide'],
    ['A (tricky) name', ['(tricky)'], 'A Pup name'],
    ['One letter a stays', ['a'], 'One letter a stays'],
  ])('%s without %j is %s', (text, names, expected) => {
    expect(redactNames(text, names, 'Pup')).toBe(expected);
  });
});
