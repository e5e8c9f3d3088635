import { isDeliveryDay, lastChangeDay, rescheduleOptions } from './delivery-schedule';
import { pauseUntil } from './pause-until';

/**
 * Bulk actions on plans chosen in the console's lists, previewed before they run. The preview
 * uses the rules the customer's own actions apply (schedule-service: only an active plan before
 * its change-by day is skipped or moved, to a date the customer could pick, on a day with room in
 * the kitchen; pause-until's dates; a cancelled plan is not paused), so what it promises is what
 * the apply does; the apply then calls those services plan by plan, and a plan that changed in
 * between is reported with the service's own refusal.
 */
export const BULK_PLAN_ACTIONS = ['skip', 'pause', 'move', 'cancel'] as const;
export type BulkPlanAction = (typeof BULK_PLAN_ACTIONS)[number];

/** At most this many plans in one bulk action (a list page holds 100). */
export const MAX_BULK_PLANS = 500;

export interface BulkPlan {
  id: number;
  customer_id: number;
  email: string;
  pup: string;
  status: 'active' | 'paused' | 'cancelled';
  next_delivery_date: string;
  weeks_of_food: number;
  /** The pup's box already ordered (paid or being charged), if any. */
  last_box: string | null;
}

export interface BulkParams {
  until?: string;
  next_delivery_date?: string;
}

export type BulkRefusal =
  | 'not_found'
  | 'not_active'
  | 'cancelled'
  | 'already_paused'
  | 'already_cancelled'
  | 'too_late_to_change'
  | 'not_a_delivery_day'
  | 'date_not_offered'
  | 'pause_date'
  | 'day_full';

export const BULK_REFUSAL_TEXT: Record<BulkRefusal, string> = {
  not_found: 'No such plan.',
  not_active: 'Only an active plan can be changed this way (this one is paused).',
  cancelled: 'The plan is cancelled.',
  already_paused: 'Already paused.',
  already_cancelled: 'Already cancelled.',
  too_late_to_change: 'Its next box is already being prepared (past its change-by day).',
  not_a_delivery_day: 'That date is not a delivery day.',
  date_not_offered: 'The customer could not pick that date for this box.',
  pause_date: 'The customer could not pause until that date.',
  day_full: 'The kitchen has no room left that day.',
};

/** What each action emails the customer, as the customer's own action does. */
export const BULK_EMAILS: Record<BulkPlanAction, string | null> = {
  skip: null,
  pause: null,
  move: null,
  cancel: 'Plan cancelled confirmation',
};

/** Why one plan cannot take the action (capacity aside), or null when it can. */
export function bulkRefusal(
  action: BulkPlanAction,
  plan: BulkPlan,
  params: BulkParams,
  today: string,
): BulkRefusal | null {
  if (action === 'cancel') return plan.status === 'cancelled' ? 'already_cancelled' : null;
  if (action === 'pause') {
    if (plan.status === 'cancelled') return 'cancelled';
    if (params.until)
      return pauseUntil(params.until, today, plan.last_box).ok ? null : 'pause_date';
    return plan.status === 'paused' ? 'already_paused' : null;
  }
  if (plan.status === 'cancelled') return 'cancelled';
  if (plan.status !== 'active') return 'not_active';
  if (today > lastChangeDay(plan.next_delivery_date)) return 'too_late_to_change';
  if (action === 'move') {
    const wanted = params.next_delivery_date ?? '';
    if (!isDeliveryDay(wanted)) return 'not_a_delivery_day';
    if (wanted === plan.next_delivery_date) return null;
    if (!rescheduleOptions(today, plan.next_delivery_date, plan.last_box).includes(wanted))
      return 'date_not_offered';
  }
  return null;
}

export interface BulkChange {
  id: number;
  email: string;
  pup: string;
  /** The next box's date before and after (null: no box coming while paused or cancelled). */
  from: string;
  to: string | null;
  /** Something the agent should know, e.g. a box already ordered that still ships. */
  note: string | null;
}

export interface BulkPreview {
  action: BulkPlanAction;
  plans: number;
  changes: BulkChange[];
  refused: Array<{ id: number; email: string; pup: string; reason: BulkRefusal; text: string }>;
  /** The emails the action sends: one per plan changed (`count`), to these addresses. */
  emails: { name: string; count: number; to: string[] } | null;
}

/**
 * The whole preview. `freeOnTarget`: the kitchen's free slots on a move's date (moves fill it in
 * the order of the plans, the rest are refused as day_full); `nextAfter`: the plan's box after
 * its next one (a skip's new date).
 */
export function previewBulk(
  action: BulkPlanAction,
  requestedIds: readonly number[],
  plans: readonly BulkPlan[],
  params: BulkParams,
  today: string,
  helpers: { freeOnTarget: number; nextAfter: (plan: BulkPlan) => string },
): BulkPreview {
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  const preview: BulkPreview = { action, plans: 0, changes: [], refused: [], emails: null };
  let free = helpers.freeOnTarget;
  for (const id of [...new Set(requestedIds)]) {
    const plan = byId.get(id);
    const who = { id, email: plan?.email ?? '', pup: plan?.pup ?? '' };
    let reason: BulkRefusal | null = plan ? bulkRefusal(action, plan, params, today) : 'not_found';
    const moving =
      action === 'move' && plan && params.next_delivery_date !== plan.next_delivery_date;
    if (!reason && moving && free <= 0) reason = 'day_full';
    if (reason || !plan) {
      preview.refused.push({ ...who, reason: reason!, text: BULK_REFUSAL_TEXT[reason!] });
      continue;
    }
    if (moving) free -= 1;
    preview.changes.push({ ...who, ...changeOf(action, plan, params, today, helpers.nextAfter) });
  }
  preview.plans = preview.changes.length;
  const email = BULK_EMAILS[action];
  if (email && preview.changes.length)
    preview.emails = {
      name: email,
      count: preview.changes.length,
      to: [...new Set(preview.changes.map((c) => c.email))],
    };
  return preview;
}

function changeOf(
  action: BulkPlanAction,
  plan: BulkPlan,
  params: BulkParams,
  today: string,
  nextAfter: (plan: BulkPlan) => string,
): Pick<BulkChange, 'from' | 'to' | 'note'> {
  const from = plan.next_delivery_date;
  // A box already ordered is paid for and ships: stopping the plan stops the boxes after it.
  const shipping =
    plan.last_box && plan.last_box >= today
      ? `The box already ordered for ${plan.last_box} still ships.`
      : null;
  switch (action) {
    case 'skip':
      return { from, to: nextAfter(plan), note: null };
    case 'move':
      return { from, to: params.next_delivery_date!, note: null };
    case 'pause': {
      const back = params.until ? pauseUntil(params.until, today, plan.last_box) : null;
      return { from, to: back?.ok ? back.firstBoxBack : null, note: shipping };
    }
    case 'cancel':
      return { from, to: null, note: shipping };
  }
}
