import { useRef, useState, type FormEvent } from 'react';
import type { ConsolePupPlan } from '@/contracts/admin/add-pup';
import type { PetInput } from '@/contracts/pets';
import { ApiError } from '@/lib/api-client';
import {
  addConsolePup,
  quoteConsolePup,
  type ConsoleAddPupQuote,
} from '@/lib/api-client/admin/add-pup';
import { ChoiceGroup, SelectField, TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { ErrorText, FormRow, Muted, Panel } from '../components/admin-styles';
import { consoleCents } from '../components/console-format';
import type { PupAnswers } from '@/ui/forms/pup/pup-answer-fields';
import { AddPupFields, checkPup, EMPTY_PUP } from './add-pup-fields';
import { AddPupTerms, useAddPupTerms } from './add-pup-terms';
import type { useCareAction } from './use-care-action';

type Errors = Record<string, string | undefined>;

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const planLabel = (plan: ConsolePupPlan) =>
  `${plan.plan_name}: ${plan.recipes.join(', ')}. ${consoleCents(plan.price_per_week)} a week, ` +
  `${consoleCents(plan.box_price)} for ${plan.weeks_of_food} weeks before tax`;

const firstErrors = (error: unknown): Errors =>
  error instanceof ApiError
    ? Object.fromEntries(Object.entries(error.fieldErrors).map(([key, list]) => [key, list[0]]))
    : {};

const problemOf = (error: unknown) =>
  error instanceof ApiError ? (error.detail ?? 'Please try again.') : 'Please try again.';

/** A fresh key per attempt: the server makes one pup of every request that carries it. */
const newKey = () => `console-pup-${crypto.randomUUID()}`;

/**
 * Support adds a pup for the customer on the phone: the customer's quiz questions, then the plans
 * the shop recommends for that dog, the first box's day and the saved card it is charged to,
 * once the customer has agreed to the renewal terms, read out to them as their consent keeps them. The server does the checkout; the page then
 * shows the new plan from what was stored.
 */
export function AddPupPanel({
  customerId,
  action,
}: {
  customerId: number;
  action: ReturnType<typeof useCareAction>;
}) {
  const [draft, setDraft] = useState<PupAnswers>(EMPTY_PUP);
  const [pup, setPup] = useState<PetInput>();
  const [quote, setQuote] = useState<ConsoleAddPupQuote>();
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sku, setSku] = useState('');
  const [day, setDay] = useState('');
  const [code, setCode] = useState('');
  // The terms text the customer agreed to: a tick holds for those words only.
  const [agreedTo, setAgreedTo] = useState<string | null>(null);
  const termsRequest =
    pup && quote && sku && day
      ? { ...pup, sku, delivery_date: day, coupon_code: code.trim() || undefined }
      : null;
  const terms = useAddPupTerms(action.client, customerId, termsRequest);
  const agreed = Boolean(terms.data) && agreedTo === terms.data?.terms_text;
  // Kept while a request with it may still be running, so a retry is the same request.
  const key = useRef<string | null>(null);

  const edit = (changes: Partial<PupAnswers>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setQuote(undefined);
  };

  const showPlans = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const checked = await checkPup(draft);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      const quoted = await quoteConsolePup(action.client, customerId, checked.pup);
      setPup(checked.pup);
      setQuote(quoted);
      setSku(quoted.plans[0]?.sku ?? '');
      setDay(quoted.delivery_dates[0] ?? '');
    } catch (error) {
      setErrors(firstErrors(error));
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  const addPup = async (event: FormEvent) => {
    event.preventDefault();
    if (!pup || busy) return;
    setProblem(undefined);
    setBusy(true);
    key.current ??= newKey();
    try {
      const added = await addConsolePup(action.client, customerId, {
        ...pup,
        sku,
        delivery_date: day,
        coupon_code: code.trim() || undefined,
        renewal_terms_accepted: agreed,
        renewal_terms_version: terms.data?.terms_version,
        idempotency_key: key.current,
      });
      key.current = null;
      setDraft(EMPTY_PUP);
      setQuote(undefined);
      setAgreedTo(null);
      setCode('');
      await action.settle(
        `${added.pet_name} added: first box on ${dayLabel(added.delivery_date)}, ` +
          `${consoleCents(added.total)} charged to the saved card.`,
      );
    } catch (error) {
      // A refusal ends the attempt; no answer, or the server failing, is retried as it was (the
      // key then finishes the pup already made rather than making a second one).
      if (error instanceof ApiError && !error.isRetryable) key.current = null;
      setErrors(firstErrors(error));
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel aria-labelledby="add-pup-heading">
      <h2 id="add-pup-heading">Add a pup</h2>
      {problem ? <ErrorText role="alert">{problem}</ErrorText> : null}
      <form onSubmit={showPlans} aria-label="New pup’s details" noValidate>
        <AddPupFields pup={draft} errors={errors} onChange={edit} />
        <Button type="submit" variant="secondary" disabled={busy}>
          Show recommended plans
        </Button>
      </form>
      {quote ? (
        <form onSubmit={addPup} aria-label="New pup’s plan" noValidate>
          <p>
            {pup?.name} needs about {quote.kcalories_per_day} kcal a day.
          </p>
          {quote.plans.length ? (
            <ChoiceGroup
              legend="Plan"
              type="radio"
              options={quote.plans.map((plan) => ({ value: plan.sku, label: planLabel(plan) }))}
              value={sku}
              error={errors.sku}
              onChange={(value) => setSku(String(value))}
            />
          ) : (
            <Muted>No plan can be made for this pup from the recipes on offer.</Muted>
          )}
          <FormRow>
            <SelectField
              label="First delivery"
              options={quote.delivery_dates.map((date) => ({ value: date, label: dayLabel(date) }))}
              value={day}
              error={errors.delivery_date}
              onChange={(event) => setDay(event.target.value)}
            />
            <TextField
              label="Offer code (optional)"
              value={code}
              error={errors.coupon_code}
              onChange={(event) => setCode(event.target.value)}
            />
          </FormRow>
          {quote.card ? (
            <p>
              The first box is charged now to the saved {quote.card.brand} card ending{' '}
              {quote.card.last4}, with tax; the plan then renews on its own.
            </p>
          ) : (
            <ErrorText>
              This customer has no saved card: they need to add one before a pup can be added for
              them.
            </ErrorText>
          )}
          <AddPupTerms
            terms={terms}
            petName={pup?.name ?? 'The pup'}
            agreedTo={agreedTo}
            onAgree={setAgreedTo}
            error={errors.renewal_terms_accepted}
          />
          <Button
            type="submit"
            disabled={busy || !quote.card || !quote.plans.length || !terms.data}
          >
            Add pup and charge card
          </Button>
        </form>
      ) : null}
    </Panel>
  );
}
