import { sql } from 'drizzle-orm';
import type { TimelineEvent, TimelinePage } from '@/contracts/admin/timeline';
import { recordAudit } from '@/server/admin/audit';
import type { Database } from '@/server/db/client';
import { DomainError, ValidationError } from '@/server/errors';

/** Events per page: a screenful, newest first. */
export const TIMELINE_PAGE = 50;

type Row = {
  key: string;
  kind: TimelineEvent['kind'];
  at: string | Date;
  title: string;
  detail: string | null;
  amount_cents: number | null;
};

/** `before` is `<ISO time>|<key>` of the last event shown; 400 when it is not one. */
export function parseTimelineCursor(value: unknown): { at: string; key: string } | null {
  if (value === undefined) return null;
  const text = Array.isArray(value) ? value[0] : value;
  const match = typeof text === 'string' ? /^([^|]+)\|([a-z_]+:\d+)$/.exec(text) : null;
  if (!match || Number.isNaN(Date.parse(match[1]!)))
    throw new ValidationError({ before: ['Use the next_before of the page before.'] });
  return { at: new Date(match[1]!).toISOString(), key: match[2]! };
}

/**
 * One customer's history in one feed: orders, charges, refunds, emails sent to their address,
 * plan changes (staff actions on their plans from the audit log, and their own cancellations),
 * staff changes to their account (audit log; notes are their own part), claims, staff notes
 * and renewal consents. One statement: each part reads its table through the customer's index
 * (orders, payments, claims, notes and consents by customer, refunds by their orders, emails by
 * address, audit rows by target), newest first, a page at a time by (time, key). Reading it is
 * audited like the customer page.
 */
export async function customerTimeline(
  db: Database,
  staffId: number,
  customerId: number,
  before: { at: string; key: string } | null,
): Promise<TimelinePage> {
  const cursor = before
    ? sql`where (t.at, t.key collate "C") < (${before.at}::timestamptz, ${before.key} collate "C")`
    : sql``;
  const result = (await db.execute(sql`
    with me as (select id, email from customers where id = ${customerId}),
    plans as (select id from subscriptions where customer_id = ${customerId}),
    t as (
      select 'order:' || o.id as key, 'order' as kind, o.created_at as at,
        'Order #' || o.id || ' (' || replace(o.kind, '_', ' ') || ', ' || replace(o.status, '_', ' ')
          || coalesce(', held: ' || o.hold_reason, '') || ')' as title,
        'Delivery ' || to_char(o.delivery_date, 'YYYY-MM-DD') as detail, o.total_cents as amount_cents
      from orders o where o.customer_id = ${customerId}
      union all
      select 'charge:' || p.id, 'charge', p.created_at,
        'Charge ' || replace(p.status, '_', ' '), coalesce(p.failure_message, ''), p.amount_cents
      from payments p where p.customer_id = ${customerId} and p.kind = 'payment'
      union all
      select 'refund:' || r.id, 'refund', r.created_at,
        'Refund to ' || r.destination || ' on order #' || r.order_id || ' (' || r.status || ')',
        r.reason, r.amount_cents
      from refunds r join orders o on o.id = r.order_id where o.customer_id = ${customerId}
      union all
      select 'email:' || e.id, 'email', e.created_at, 'Email: ' || e.subject,
        case when e.sent_at is null then 'Not sent yet' else 'Sent' end, null
      from outbox_emails e where e.to = (select email from me)
      union all
      select 'audit:' || a.id,
        case when a.target_type = 'subscription' then 'plan_change' else 'account' end,
        a.created_at,
        replace(a.action, '_', ' ') || case when a.target_type = 'subscription'
          then ' (plan #' || a.target_id || ')' else '' end,
        'By staff #' || coalesce(a.staff_id::text, 'customer'), null
      from audit_log a
      where (a.target_type = 'subscription' and a.target_id in (select id::text from plans))
        or (a.target_type = 'customer' and a.target_id = ${String(customerId)}
          and a.action not in ('customer.view', 'customer.timeline', 'customer.note'))
      union all
      select 'cancel:' || f.id, 'plan_change', f.created_at,
        'Plan #' || f.subscription_id || ' cancelled by the customer', f.reason, null
      from cancel_feedback f where f.customer_id = ${customerId}
      union all
      select 'claim:' || c.id, 'claim', c.created_at,
        'Claim #' || c.id || ' on order #' || c.order_id || ': ' || replace(c.problem, '_', ' ')
          || ', ' || replace(c.remedy, '_', ' ') || ' (' || c.status || ')',
        c.note, c.amount_cents
      from claims c where c.customer_id = ${customerId}
      union all
      select 'note:' || n.id, 'note', n.created_at, 'Note by staff #' || n.staff_id, n.body, null
      from staff_notes n where n.customer_id = ${customerId}
      union all
      select 'consent:' || k.id, 'consent', k.accepted_at,
        'Renewal terms agreed (' || k.source || ', version ' || k.terms_version || ')',
        k.user_agent, null
      from renewal_consents k where k.customer_id = ${customerId}
    )
    select (select count(*) from me)::int as found, t.key, t.kind, t.at, t.title, t.detail,
      t.amount_cents
    from (select 1) one left join lateral (
      select * from t ${cursor} order by t.at desc, t.key collate "C" desc limit ${TIMELINE_PAGE + 1}
    ) t on true
  `)) as unknown as { rows: Array<Row & { found: number }> };
  if (!result.rows[0]?.found) throw new DomainError('not_found', 'No such customer.');
  const rows = result.rows.filter((row) => row.key !== null);
  const page = rows.slice(0, TIMELINE_PAGE);
  const events = page.map((row) => ({
    key: row.key,
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    title: row.title,
    detail: row.detail ?? '',
    amount_cents: row.amount_cents === null ? null : Number(row.amount_cents),
  }));
  await recordAudit(db, {
    staffId,
    action: 'customer.timeline',
    targetType: 'customer',
    targetId: customerId,
    after: { before: before ? `${before.at}|${before.key}` : null, events: events.length },
  });
  const last = events[events.length - 1];
  return {
    events,
    next_before: rows.length > TIMELINE_PAGE && last ? `${last.at}|${last.key}` : null,
  };
}
