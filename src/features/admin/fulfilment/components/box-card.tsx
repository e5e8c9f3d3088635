import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { markBoxPacked, setBoxHold, type FulfilmentBox } from '@/lib/api-client/admin/fulfilment';
import { toApiError, toUserMessage, type ApiClient } from '@/lib/api-client';
import { FormError } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import {
  addonLine,
  allergyText,
  holdText,
  recipeLine,
  shipToLines,
  STATUS_LABELS,
} from '../box-text';
import { ShipForm } from './ship-form';
import { spacing } from '@/ui/theme';

/** One pup's box: contents, ship-to and the next step (pack, ship) when the date is packable. */
export function BoxCard({
  client,
  box: initial,
  packable,
}: {
  client: ApiClient;
  box: FulfilmentBox;
  packable: boolean;
}) {
  const [box, setBox] = useState(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const headingId = `box-${box.id}`;
  // The pack button goes once the box is packed, the ship form once it is shipped: focus moves
  // to the box's new status rather than falling back to the top of the page.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [movedOn, setMovedOn] = useState(0);
  const held = box.hold !== null;
  useEffect(() => {
    if (movedOn) statusRef.current?.focus();
  }, [movedOn]);
  const shipped = (next: FulfilmentBox) => {
    setBox(next);
    setMovedOn((count) => count + 1);
  };

  async function pack() {
    setBusy(true);
    setError('');
    try {
      setBox(await markBoxPacked(client, box));
      setMovedOn((count) => count + 1);
    } catch (caught) {
      const apiError = toApiError(caught);
      setError(apiError.detail ?? toUserMessage(apiError, { action: 'submit' }).message);
    } finally {
      setBusy(false);
    }
  }

  async function toggleHold() {
    setBusy(true);
    setError('');
    try {
      const answer = await setBoxHold(client, box.order_id, { hold: !held });
      setBox({
        ...box,
        hold: answer.hold ? { reason: answer.hold.reason, note: answer.hold.note } : null,
      });
    } catch (caught) {
      const apiError = toApiError(caught);
      setError(apiError.detail ?? toUserMessage(apiError, { action: 'submit' }).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>
        {box.pup_name}, order #{box.order_id}
      </h3>
      {box.hold ? <HoldNote role="note">{holdText(box.hold)}</HoldNote> : null}
      <p ref={statusRef} tabIndex={-1}>
        <strong>{STATUS_LABELS[box.status]}</strong>
        {box.weeks_of_food ? `, ${box.weeks_of_food}-week box` : ''}
        {box.kind === 'first_box' ? ', first box' : ''}
        {box.kind === 'reship' ? ', reship of a claimed box' : ''}
      </p>
      <p>
        <strong>{allergyText(box.allergies)}</strong>
      </p>
      <Columns>
        <div>
          <h4>Recipes</h4>
          <ul>
            {box.recipes.map((recipe) => (
              <li key={recipe.recipe_key}>{recipeLine(recipe)}</li>
            ))}
          </ul>
          {box.addons.length ? (
            <>
              <h4>Add-ons</h4>
              <ul>
                {box.addons.map((addon) => (
                  <li key={addon.sku}>{addonLine(addon)}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <address>
          {shipToLines(box.ship_to).map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
      </Columns>
      {box.status === 'shipped' && box.tracking_url ? (
        <p>
          Tracking {box.tracking_number}:{' '}
          <a href={box.tracking_url} target="_blank" rel="noopener noreferrer">
            carrier’s tracking page
          </a>
        </p>
      ) : null}
      {packable && !held && box.status === 'pending' ? (
        <Button type="button" size="small" onClick={pack} disabled={busy}>
          Mark {box.pup_name}’s box packed
        </Button>
      ) : null}
      {packable && !held && box.status === 'packed' ? (
        <ShipForm client={client} box={box} onShipped={shipped} />
      ) : null}
      {packable && box.status === 'shipped' ? (
        <details>
          <summary>Correct the tracking number</summary>
          <ShipForm client={client} box={box} onShipped={setBox} correcting />
        </details>
      ) : null}
      {packable && box.status !== 'shipped' ? (
        <Button
          type="button"
          size="small"
          variant="secondary"
          disabled={busy || box.hold?.reason === 'refunded'}
          onClick={toggleHold}
        >
          {held ? `Release ${box.pup_name}’s box` : `Hold ${box.pup_name}’s box (do not ship)`}
        </Button>
      ) : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
    </Card>
  );
}

const Card = styled.article`
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  padding: ${spacing(3, 4)};
  margin-bottom: ${spacing(3)};
  h3 {
    margin: ${spacing(0, 0, 1)};
  }
  h4 {
    margin: ${spacing(2, 0, 1)};
  }
  address {
    font-style: normal;
  }
`;

const HoldNote = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.palette.cranberry};
`;

const Columns = styled.div`
  display: grid;
  gap: ${spacing(4)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;
