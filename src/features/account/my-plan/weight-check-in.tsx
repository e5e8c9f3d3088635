import { useEffect, useRef, useState, type FormEvent } from 'react';
import { checkInSchema } from '@/contracts/check-ins';
import { browserApiClient } from '@/lib/session/api-client';
import {
  confirmCheckIn,
  getSubscription,
  listPets,
  quoteCheckIn,
  toApiError,
  toUserMessage,
  type CheckIn,
  type CheckInQuote,
  type Subscription,
} from '@/lib/api-client';
import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import { BODY_CONDITION_LABELS, BODY_CONDITIONS } from '@/domain/nutrition';
import { ChoiceGroup, FormError, TextField } from '@/ui/forms';
import { notify } from '@/ui/layout/toasts';
import { Button } from '@/ui/primitives/button';
import { PlanPanel } from './plan-panel';
import { SummaryList } from '../components/account-card';
import { formatKcal } from '@/domain/format/kcal';

const CONDITIONS = BODY_CONDITIONS.map((value) => ({
  value,
  label: BODY_CONDITION_LABELS[value],
}));

const grams = (quote: CheckInQuote['plan'] & object, which: 'now' | 'next') => {
  const portion = quote[which];
  return [
    portion.fresh_grams_per_day ? `${portion.fresh_grams_per_day} g fresh` : null,
    portion.dry_grams_per_day ? `${portion.dry_grams_per_day} g baked` : null,
  ]
    .filter(Boolean)
    .join(' and ');
};

/** The check-in schema's first message per field, all fields at once. */
function invalidFields(weight: string, condition: string): Record<string, string | undefined> {
  try {
    checkInSchema.validateSync(
      {
        weight_lb: weight.trim() === '' ? undefined : Number(weight),
        body_condition: condition || undefined,
      },
      { abortEarly: false },
    );
    return {};
  } catch (failure) {
    const found: Record<string, string> = {};
    for (const issue of (failure as { inner?: { path?: string; message: string }[] }).inner ?? [])
      if (issue.path) found[issue.path] ??= issue.message;
    return found;
  }
}

/**
 * A weight and body check-in for one pup: the server works out the new calories, portion and
 * price first (nothing saved), and only "Confirm" changes the plan, from the box it names.
 */
export function WeightCheckIn({
  customerId,
  subscription,
  onChange,
}: {
  customerId: number;
  subscription: Subscription;
  onChange: (next: Subscription) => void;
}) {
  const [open, setOpen] = useState(false);
  const [weight, setWeight] = useState('');
  const [condition, setCondition] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [preview, setPreview] = useState<CheckInQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const client = browserApiClient();
  const pup = subscription.pet_name;
  const input = (): CheckIn =>
    ({ weight_lb: Number(weight), body_condition: condition }) as CheckIn;
  // The weight starts as the one on file: a check-in is often "still 34 lbs, looks heavier". Only
  // while the field is untouched since the form opened: the file's weight arriving after the
  // owner went to the field would land under their typing ("25" then "31" typed read "2531").
  const petId = subscription.pet_id;
  const weightTouched = useRef(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    listPets(browserApiClient(), customerId)
      .then((pets) => {
        const known = pets.find((pet) => pet.id === petId)?.weight;
        if (live && known && !weightTouched.current) setWeight((typed) => typed || String(known));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, customerId, petId]);

  const fail = (failure: unknown) => {
    const problem = toApiError(failure);
    setErrors({
      weight_lb: problem.fieldErrors?.weight_lb?.[0],
      body_condition: problem.fieldErrors?.body_condition?.[0],
      form:
        problem.fieldErrors?.weight_lb || problem.fieldErrors?.body_condition
          ? undefined
          : toUserMessage(problem, { action: 'submit' }).message,
    });
  };

  const seePortion = async (event: FormEvent) => {
    event.preventDefault();
    // The API's own rules, every field at once: no second round for a weight out of range.
    const found = invalidFields(weight, condition);
    setErrors(found);
    setPreview(null);
    if (found.weight_lb || found.body_condition) return;
    setBusy(true);
    try {
      setPreview(await quoteCheckIn(client, customerId, subscription.pet_id, input()));
    } catch (failure) {
      fail(failure);
    }
    setBusy(false);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await confirmCheckIn(client, customerId, subscription.pet_id, input());
      onChange(await getSubscription(client, subscription.id));
      notify.success(`${pup}’s portions are updated.`);
      setOpen(false);
      setPreview(null);
    } catch (failure) {
      fail(failure);
    }
    setBusy(false);
  };

  if (!open)
    return (
      <p>
        <Button
          variant="secondary"
          onClick={() => {
            weightTouched.current = false;
            setOpen(true);
          }}
        >
          Update {pup}’s weight
        </Button>
      </p>
    );
  const plan = preview?.plan;
  return (
    <PlanPanel
      as="form"
      onSubmit={(event) => void seePortion(event)}
      noValidate
      aria-labelledby={`weigh-${subscription.id}`}
    >
      <h3 id={`weigh-${subscription.id}`}>{pup}’s weight and shape</h3>
      <TextField
        label={`${pup}’s weight (lbs)`}
        inputMode="decimal"
        value={weight}
        onFocus={() => {
          weightTouched.current = true;
        }}
        onChange={(event) => {
          setWeight(event.target.value);
          setPreview(null);
        }}
        error={errors.weight_lb}
      />
      <ChoiceGroup
        legend={`How does ${pup} look?`}
        type="radio"
        options={CONDITIONS}
        value={condition}
        onChange={(value) => {
          setCondition(value as string);
          setPreview(null);
        }}
        error={errors.body_condition}
      />
      <p>
        <Button type="submit" variant="secondary" loading={busy && !preview}>
          See the new portion
        </Button>
      </p>
      {preview ? (
        <div role="status" aria-label="New portion">
          <SummaryList>
            <dt>Calories a day</dt>
            <dd>
              {formatKcal(preview.daily_kcalories)} (now{' '}
              {formatKcal(preview.previous_daily_kcalories)})
            </dd>
            {plan ? (
              <>
                <dt>Portion a day</dt>
                <dd>
                  {grams(plan, 'next')} (now {grams(plan, 'now')})
                </dd>
                <dt>Price per week</dt>
                <dd>
                  {formatCents(plan.next.price_per_week)} (now{' '}
                  {formatCents(plan.now.price_per_week)})
                </dd>
                <dt>Each box</dt>
                <dd>{formatCents(plan.next.box_price)}</dd>
              </>
            ) : null}
          </SummaryList>
          <p>
            {plan?.changes_from
              ? `The box arriving ${longDate(plan.changes_from)} will be the first with the new portion.`
              : 'The new portion starts with the first box after you resume.'}
          </p>
        </div>
      ) : null}
      {errors.form ? <FormError role="alert">{errors.form}</FormError> : null}
      <p>
        {preview ? (
          <Button loading={busy} onClick={() => void confirm()}>
            Confirm the new portion
          </Button>
        ) : null}{' '}
        <Button
          variant="secondary"
          onClick={() => {
            setOpen(false);
            setPreview(null);
          }}
        >
          Not now
        </Button>
      </p>
    </PlanPanel>
  );
}
