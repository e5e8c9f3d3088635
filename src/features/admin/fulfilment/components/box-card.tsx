import { useState } from 'react';
import styled from 'styled-components';
import { markBoxPacked, type FulfilmentBox } from '@/lib/api-client/admin/fulfilment';
import { toApiError, toUserMessage, type ApiClient } from '@/lib/api-client';
import { FormError } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { addonLine, recipeLine, shipToLines, STATUS_LABELS } from '../box-text';
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

  async function pack() {
    setBusy(true);
    setError('');
    try {
      setBox(await markBoxPacked(client, box));
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
      <p>
        <strong>{STATUS_LABELS[box.status]}</strong>
        {box.weeks_of_food ? `, ${box.weeks_of_food}-week box` : ''}
        {box.kind === 'first_box' ? ', first box' : ''}
        {box.kind === 'reship' ? ', reship of a claimed box' : ''}
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
      {packable && box.status === 'pending' ? (
        <Button type="button" size="small" onClick={pack} disabled={busy}>
          Mark {box.pup_name}’s box packed
        </Button>
      ) : null}
      {packable && box.status === 'packed' ? (
        <ShipForm client={client} box={box} onShipped={setBox} />
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

const Columns = styled.div`
  display: grid;
  gap: ${spacing(4)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;
