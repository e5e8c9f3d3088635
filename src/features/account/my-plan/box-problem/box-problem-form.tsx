import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { swrKeys } from '@/lib/resources/keys';
import { browserApiClient } from '@/lib/session/api-client';
import {
  createClaim,
  quoteClaim,
  toApiError,
  toUserMessage,
  type Claim,
  type Order,
} from '@/lib/api-client';
import {
  CLAIM_PROBLEM_LABELS,
  CLAIM_PROBLEMS,
  coversWholeBox,
  type ClaimProblem,
  type ClaimRemedy,
} from '@/domain/claim-rules';
import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import { ChoiceGroup, FormError } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { PlanPanel } from '../plan-panel';
import { PHOTO_ACCEPT, photoProblem, readPhoto } from './read-photo';
import { spacing } from '@/ui/theme';

const PROBLEMS = CLAIM_PROBLEMS.map((value) => ({ value, label: CLAIM_PROBLEM_LABELS[value] }));

const Items = styled.fieldset`
  display: grid;
  gap: ${spacing(2)};
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 700;
    margin-bottom: ${spacing(2)};
    padding: 0;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${spacing(2)};
  }
`;

const Field = styled.label`
  display: grid;
  gap: ${spacing(1.5)};
  font-weight: 700;
  textarea,
  input {
    font: inherit;
    font-weight: 400;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(2)};
`;

/**
 * "Report a problem" with one box: what went wrong, which items (a late box is all of it), an
 * optional note and photo, then a reship or the credit the server works out for those items.
 */
export function BoxProblemForm({
  customerId,
  order,
  claimedItemIds,
  onDone,
  onClose,
}: {
  customerId: number;
  order: Order;
  claimedItemIds: Set<number>;
  onDone: (claim: Claim) => void;
  onClose: () => void;
}) {
  const client = browserApiClient();
  const open = order.items.filter((item) => !claimedItemIds.has(item.id));
  const [problem, setProblem] = useState<ClaimProblem | ''>('');
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [remedy, setRemedy] = useState<ClaimRemedy | ''>('');
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const whole = problem !== '' && coversWholeBox(problem);
  const lines = whole
    ? []
    : Object.entries(chosen).map(([id, quantity]) => ({ order_item_id: Number(id), quantity }));
  const quote = useSWR(
    problem && (whole || lines.length) ? swrKeys.claimQuote(order.id, problem, lines) : null,
    () => quoteClaim(client, customerId, order.id, { problem: problem as ClaimProblem, lines }),
    { revalidateOnFocus: false },
  );
  const headingId = `claim-${order.id}`;

  const submit = async () => {
    if (!problem) return setError('Choose what went wrong with the box.');
    if (!whole && lines.length === 0) return setError('Choose the items that were affected.');
    if (!remedy) return setError('Choose a reship or account credit.');
    const refused = photo ? photoProblem(photo) : null;
    if (refused) return setError(refused);
    setBusy(true);
    setError(null);
    try {
      const claim = await createClaim(client, customerId, order.id, {
        problem,
        remedy,
        lines,
        note,
        photo: photo ? await readPhoto(photo) : null,
      });
      onDone(claim);
    } catch (failure) {
      setError(toUserMessage(toApiError(failure), { action: 'submit' }).message);
      setBusy(false);
    }
  };

  return (
    <PlanPanel aria-labelledby={headingId}>
      <h3 id={headingId}>A problem with order #{order.id}</h3>
      <ChoiceGroup
        legend="What went wrong?"
        type="radio"
        options={PROBLEMS}
        value={problem}
        onChange={(value) => setProblem(value as ClaimProblem)}
      />
      {problem && !whole ? (
        <Items>
          <legend>Which items?</legend>
          {open.map((item) => (
            <label key={item.id}>
              <input
                type="checkbox"
                checked={item.id in chosen}
                onChange={(event) => {
                  const next = { ...chosen };
                  if (event.target.checked) next[item.id] = item.quantity;
                  else delete next[item.id];
                  setChosen(next);
                }}
              />
              {item.product_name}
              {item.quantity > 1 && item.id in chosen ? (
                <select
                  aria-label={`How many ${item.product_name}`}
                  value={chosen[item.id]}
                  onChange={(event) =>
                    setChosen({ ...chosen, [item.id]: Number(event.target.value) })
                  }
                >
                  {Array.from({ length: item.quantity }, (_, index) => index + 1).map((count) => (
                    <option key={count} value={count}>
                      {count} of {item.quantity}
                    </option>
                  ))}
                </select>
              ) : null}
            </label>
          ))}
        </Items>
      ) : null}
      {whole ? <p>A late box is reported as a whole.</p> : null}
      {quote.data ? (
        <ChoiceGroup
          legend="How should we make it right?"
          type="radio"
          options={[
            {
              value: 'reship',
              label: `Send the items again (arrives ${longDate(quote.data.reship_date)})`,
            },
            { value: 'credit', label: `${formatCents(quote.data.credit)} account credit` },
          ]}
          value={remedy}
          onChange={(value) => setRemedy(value as ClaimRemedy)}
        />
      ) : null}
      {quote.error ? (
        <FormError role="alert">
          {toUserMessage(toApiError(quote.error), { action: 'load' }).message}
        </FormError>
      ) : null}
      <Field>
        Anything else we should know? (optional)
        <textarea
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      <Field>
        A photo (optional: JPEG, PNG or WebP, up to 5 MB)
        <input
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
        />
      </Field>
      {error ? <FormError role="alert">{error}</FormError> : null}
      <Row>
        <Button loading={busy} disabled={busy} onClick={() => void submit()}>
          Send report
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          Cancel
        </Button>
      </Row>
    </PlanPanel>
  );
}
