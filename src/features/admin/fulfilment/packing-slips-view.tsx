import { swrKeys } from '@/lib/resources/keys';
import { AsyncFallback } from '@/ui/async-content';
import useSWR from 'swr';
import styled from 'styled-components';
import { listFulfilmentBoxes } from '@/lib/api-client/admin/fulfilment';
import type { ApiClient } from '@/lib/api-client';
import { longDate } from '@/domain/format/date';
import Link from '@/ui/primitives/app-link';
import { Button } from '@/ui/primitives/button';
import { addonLine, allergyText, holdText, recipeLine, shipToLines } from './box-text';
import { fontSize, spacing } from '@/ui/theme';

/**
 * Packing slips for a page of a date's boxes, one per box and one box per printed page: packs
 * are labelled per dog, so the pup's name leads each slip.
 */
export function PackingSlipsView({
  client,
  date,
  page,
}: {
  client: ApiClient;
  date: string;
  page: number;
}) {
  const boxes = useSWR(swrKeys.fulfilmentSlips(date, page), () =>
    listFulfilmentBoxes(client, date, page, { shipsOnly: true }),
  );
  if (!boxes.data || boxes.error)
    return (
      <AsyncFallback resources={{ boxes }} loadingLabel="Loading packing slips…" spinnerSize={0} />
    );
  const next = boxes.data.next_page;
  return (
    <>
      <ScreenOnly>
        <p>
          {boxes.data.results.length} slip(s) for {longDate(date)}
          {page > 1 || next ? `, page ${page}` : ''}.{' '}
          <Button type="button" size="small" onClick={() => window.print()}>
            Print slips
          </Button>
        </p>
        {next ? (
          <p>
            <Link href={`/admin/fulfilment/${date}/slips/?page=${next}`}>Next page of slips</Link>
          </p>
        ) : null}
      </ScreenOnly>
      {boxes.data.results.map((box) => (
        <Slip key={box.id} aria-labelledby={`slip-${box.id}`}>
          <h2 id={`slip-${box.id}`}>{box.pup_name}</h2>
          {box.hold ? (
            <p>
              <strong>{holdText(box.hold)}</strong>
            </p>
          ) : null}
          <Allergies>
            <strong>{allergyText(box.allergies)}</strong>
          </Allergies>
          <p>
            Order #{box.order_id} · box {box.id} · delivery {longDate(box.delivery_date)}
            {box.weeks_of_food ? ` · ${box.weeks_of_food} weeks of food` : ''}
          </p>
          <address>
            {shipToLines(box.ship_to).map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
          <h3>In this box</h3>
          <ul>
            {box.recipes.map((recipe) => (
              <li key={recipe.recipe_key}>{recipeLine(recipe)}</li>
            ))}
            {box.addons.map((addon) => (
              <li key={addon.sku}>{addonLine(addon)}</li>
            ))}
          </ul>
        </Slip>
      ))}
    </>
  );
}

// Read at a glance from a printed slip, across the packing table.
const Allergies = styled.p`
  font-size: ${fontSize.lg};
`;

const ScreenOnly = styled.div`
  @media print {
    display: none;
  }
`;

const Slip = styled.article`
  border: 1px dashed ${({ theme }) => theme.palette.line};
  padding: ${spacing(4)};
  margin-bottom: ${spacing(4)};
  h2 {
    font-size: ${fontSize['3xl']};
    margin: ${spacing(0, 0, 2)};
  }
  address {
    font-style: normal;
    font-size: ${fontSize.md};
  }
  @media print {
    border: none;
    margin: 0;
    padding: 0;
    break-after: page;
    page-break-after: always;
  }
`;
