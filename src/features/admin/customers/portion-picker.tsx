import { useState } from 'react';
import {
  toApiError,
  toUserMessage,
  type PlanChange,
  type PlanQuote,
  type Subscription,
} from '@/lib/api-client';
import type { PlanType } from '@/domain/plan-types';
import { ChoiceGroup, FormError } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { consoleCents } from '../components/console-format';

const PORTIONS = [
  { value: 'FR', label: 'Full portions (all of the day’s food)' },
  { value: 'half_fresh', label: 'Half portions (tops up other food)' },
];

interface Props {
  plan: Subscription;
  quote: (change: PlanChange) => Promise<PlanQuote>;
  save: (planType: PlanType) => Promise<void>;
  idPrefix: string;
}

/** Full or half portions of a fresh plan, priced before it is saved. */
export function PortionPicker({ plan, quote, save, idPrefix }: Props) {
  const [planType, setPlanType] = useState<PlanType>(plan.plan_type);
  const [weekly, setWeekly] = useState<number | undefined>(plan.price_per_week);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const choose = async (next: PlanType) => {
    setPlanType(next);
    setError(null);
    setWeekly(next === plan.plan_type ? plan.price_per_week : undefined);
    if (next === plan.plan_type) return;
    try {
      setWeekly((await quote({ plan_type: next })).price_per_week);
    } catch (failure) {
      setError(toUserMessage(toApiError(failure), { action: 'load' }).message);
    }
  };
  const submit = async () => {
    setSaving(true);
    setError(null);
    try {
      await save(planType);
    } catch (failure) {
      setError(toUserMessage(toApiError(failure), { action: 'submit' }).message);
    }
    setSaving(false);
  };
  return (
    <section aria-labelledby={`${idPrefix}portion-title`}>
      <h3 id={`${idPrefix}portion-title`}>{plan.pet_name}’s portion</h3>
      <ChoiceGroup
        legend="Portion"
        type="radio"
        name={`${idPrefix}portion`}
        options={PORTIONS}
        value={planType}
        onChange={(value) => void choose(value as PlanType)}
      />
      {planType !== plan.plan_type && weekly !== undefined ? (
        <p role="status">
          {consoleCents(weekly)} per week (now {consoleCents(plan.price_per_week)} per week).
        </p>
      ) : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
      <Button onClick={() => void submit()} loading={saving} disabled={planType === plan.plan_type}>
        Save portion
      </Button>
    </section>
  );
}
