/**
 * What happens to each piece of a customer's personal data when their account is deleted
 * (CCPA/CPRA "right to delete" and similar laws): erased, anonymised, or kept because another
 * law requires it (orders for tax, renewal-consent records for their retention period), and then
 * kept without the person's name, email, phone or address. Pure: the deletion service applies it.
 */

/**
 * erase: the value is blanked (or the row removed); anonymise: replaced by a value that says
 * nothing about the person but keeps the row usable; keep: not personal, or required by law.
 */
export type ErasureAction = 'erase' | 'anonymise' | 'keep';

export interface ColumnRule {
  action: ErasureAction;
  /** Why, for the privacy notice and the person reviewing a new column. */
  why: string;
}

type Rules = Record<string, Record<string, ColumnRule>>;

const erase = (why: string): ColumnRule => ({ action: 'erase', why });
const anonymise = (why: string): ColumnRule => ({ action: 'anonymise', why });
const keep = (why: string): ColumnRule => ({ action: 'keep', why });

const NOT_PERSONAL = 'not personal data';
const KEY = 'a key or link between rows, no personal data';

/**
 * The personal-data columns, per table and column (database names). Tables whose rows are
 * removed outright (addresses, saved cards, reset links, idempotency replies) are erased whole.
 */
export const ERASURE_RULES: Rules = {
  customers: {
    email: anonymise('replaced by deleted-<id>@invalid so the address can register again'),
    first_name: erase('name'),
    last_name: erase('name'),
    password_hash: erase('a credential: the account can no longer be signed into'),
    is_sms: erase('a marketing consent of a person who is gone'),
    provider_customer_id: erase('links to the person at the payment provider'),
    referral_code: erase('a personal code that could still bring credit'),
    status: keep(NOT_PERSONAL),
    customer_group_id: keep(NOT_PERSONAL),
    credit_cents: keep('the credit ledger is financial record'),
    referred_by: keep(KEY),
  },
  access_tokens: { token_hash: erase('every session is revoked') },
  password_resets: { token_hash: erase('pending reset links are removed') },
  addresses: {
    address1: erase('address'),
    address2: erase('address'),
    first_name: erase('name'),
    last_name: erase('name'),
    phone: erase('phone'),
    zip_code: erase('address'),
    state: erase('address'),
    city: erase('address'),
  },
  pets: {
    name: anonymise('a pup’s name identifies its family; the pup’s food history stays'),
    weight_lb: keep('about the pup, not the person'),
    allergies: keep('about the pup, not the person'),
  },
  payment_methods: {
    card_token: erase('detached at the provider, then removed'),
    brand: erase('card details'),
    last4: erase('card details'),
  },
  orders: {
    shipping_address: anonymise(
      'kept for tax with the state only (the tax jurisdiction); a paid box the customer chose to have shipped keeps it until delivered',
    ),
    address_kept_until_delivered: keep(NOT_PERSONAL),
    renewal_consent: erase('address and browser the consent came from'),
    cart_snapshot: erase('a copy of the cart, with pup names'),
    hold_note: erase('free text staff wrote about the box'),
    hold_reason: keep('why the box was held (refunded, staff): not about the person'),
    subtotal_cents: keep('tax record'),
    tax_cents: keep('tax record'),
    total_cents: keep('tax record'),
  },
  subscriptions: {
    cancel_reason: erase('free text the customer wrote'),
    status: keep('cancelled through the cancel service'),
  },
  renewal_consents: {
    ip_address: erase('where the person was'),
    user_agent: erase('the person’s browser'),
    terms_text: anonymise('kept for its retention period with the pup’s name taken out'),
    terms_version: keep('proof of which terms were agreed'),
    accepted_at: keep('proof of when'),
  },
  cancel_feedback: {
    details: erase('free text the customer wrote'),
    reason: keep('a choice from a fixed list'),
  },
  staff_notes: { body: erase('free text about the person') },
  claims: {
    note: erase('free text the customer wrote'),
    photo_key: erase('a photo the customer took'),
    photo_type: erase('goes with the photo'),
    decline_reason: erase('free text about the person'),
    amount_cents: keep('financial record'),
  },
  outbox_emails: {
    to: erase('the recipient'),
    text: erase('the body, with names and links'),
    html: erase('the body, with names and links'),
    subject: anonymise('kept for the email history with pup names taken out'),
  },
  referral_invitations: {
    email: anonymise('a friend’s email, or this person’s own as an invited friend'),
  },
  idempotency_keys: { response: erase('replayable replies carry personal data') },
  auth_throttle: { key: erase('failed-login counters keyed by the email') },
  audit_log: {
    before: keep('append-only by law of the shop: what staff did must stay provable'),
    after: keep('append-only by law of the shop: what staff did must stay provable'),
  },
};

export function ruleFor(table: string, column: string): ColumnRule | undefined {
  return ERASURE_RULES[table]?.[column];
}

/** The email a deleted account keeps: unique, undeliverable (RFC 6761 .invalid), not the person. */
export function deletedEmail(customerId: number): string {
  return `deleted-${customerId}@invalid`;
}

export function isDeletedEmail(email: string): boolean {
  return /^deleted-\d+@invalid$/.test(email);
}

/** A friend's email on an invitation, replaced by one unique per invitation row. */
export function erasedInvitationEmail(invitationId: number): string {
  return `erased-${invitationId}@invalid`;
}

export function isErasedInvitationEmail(email: string): boolean {
  return /^erased-\d+@invalid$/.test(email);
}

export const ANONYMOUS_PUP_NAME = 'Pup';

export interface AddressLike {
  first_name: string;
  last_name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip_code: string;
  phone: string;
}

/** An order's shipping address as kept for tax: the state, nothing that finds the person. */
export function anonymisedAddress(address: AddressLike): AddressLike {
  return {
    first_name: '',
    last_name: '',
    address1: '',
    address2: '',
    city: '',
    state: address.state,
    zip_code: '',
    phone: '',
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Text kept for the record (consent terms, email subjects) with the person's and pups' names
 * replaced. Whole words only, so a pup called "Max" leaves "maximum" alone; longest names first.
 */
export function redactNames(text: string, names: readonly string[], replacement: string): string {
  const wanted = [...new Set(names.map((name) => name.trim()).filter((name) => name.length > 1))];
  wanted.sort((a, b) => b.length - a.length);
  return wanted.reduce(
    (result, name) =>
      result.replace(
        new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'giu'),
        replacement,
      ),
    text,
  );
}
