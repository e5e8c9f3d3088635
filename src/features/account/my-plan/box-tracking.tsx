import styled from 'styled-components';
import type { Order } from '@/lib/api-client';
import { shopToday } from '@/domain/delivery-schedule';
import { longDate } from '@/domain/format/date';
import { CARRIER_NAMES } from '@/domain/tracking-numbers';
import { color, fontSize, radius, spacing } from '@/ui/theme';

type Shipment = Order['shipments'][number];

const STEPS = ['packed', 'shipped', 'out_for_delivery', 'delivered'] as const;
const STEP_LABELS: Record<(typeof STEPS)[number], string> = {
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
};

const day = (iso: string | null) => (iso ? longDate(shopToday(new Date(iso))) : null);
const carrierName = (shipment: Shipment) =>
  shipment.carrier && shipment.carrier !== 'other'
    ? CARRIER_NAMES[shipment.carrier]
    : 'our delivery partner';

/** One sentence for where the box is now, in the customer's words. */
export function trackingSentence(shipment: Shipment): string {
  const carrier = carrierName(shipment);
  switch (shipment.tracking_status) {
    case 'packed':
      return 'Packed and cold in our kitchen, leaving with the next collection.';
    case 'shipped':
      return `Shipped with ${carrier} on ${day(shipment.shipped_at) ?? 'its way'}.`;
    case 'out_for_delivery':
      return `Out for delivery with ${carrier}: it arrives today.`;
    case 'delivered':
      return `Delivered on ${day(shipment.delivered_at) ?? 'its day'}. Into the freezer it goes!`;
    case 'delayed':
      return `Running late: ${carrier} says it is delayed. It is still coming to you.`;
    case 'returned':
      return `${carrier === 'our delivery partner' ? 'Our delivery partner' : carrier} is bringing it back to us. Please call Canine Care and we will put it right.`;
  }
}

/** How far along the four steps a box is (an exception stays on the step before it). */
function reached(shipment: Shipment): number {
  if (shipment.tracking_status === 'delayed' || shipment.tracking_status === 'returned')
    return shipment.out_for_delivery_at ? 2 : 1;
  return STEPS.indexOf(shipment.tracking_status);
}

function BoxTrack({ shipment }: { shipment: Shipment }) {
  const step = reached(shipment);
  const exception =
    shipment.tracking_status === 'delayed' || shipment.tracking_status === 'returned';
  return (
    <Box>
      <strong>{shipment.pet_name}’s box</strong>
      <Steps aria-label={`${shipment.pet_name}’s box progress`}>
        {STEPS.map((name, index) => (
          <Step key={name} $done={index <= step} aria-current={index === step ? 'step' : undefined}>
            {STEP_LABELS[name]}
          </Step>
        ))}
      </Steps>
      <Sentence $alert={exception}>{trackingSentence(shipment)}</Sentence>
      {shipment.tracking_number && shipment.tracking_url ? (
        <p>
          Tracking number {shipment.tracking_number}:{' '}
          <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer">
            Track it with {carrierName(shipment)}
          </a>
        </p>
      ) : null}
    </Box>
  );
}

/** Where each pup's box of an order is, from the kitchen to the door. */
export function BoxTracking({ order }: { order: Order }) {
  if (order.shipments.length === 0) return null;
  return (
    <Boxes aria-label={`Order #${order.id} tracking`}>
      {order.shipments.map((shipment) => (
        <li key={shipment.pet_id}>
          <BoxTrack shipment={shipment} />
        </li>
      ))}
    </Boxes>
  );
}

const Boxes = styled.ul`
  list-style: none;
  margin: ${spacing(2, 0, 3)};
  padding: 0;
  display: grid;
  gap: ${spacing(3)};
`;

const Box = styled.div`
  border: 1px solid ${color.line};
  border-radius: ${radius.medium};
  padding: ${spacing(3, 4)};
  background: ${color.surface};
  p {
    margin: ${spacing(1, 0, 0)};
  }
`;

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(1, 4)};
  margin: ${spacing(2, 0)};
  padding: 0;
  list-style: none;
  font-size: ${fontSize.sm};
`;

const Step = styled.li<{ $done: boolean }>`
  color: ${({ $done }) => ($done ? color.success : color.inkMuted)};
  font-weight: ${({ $done }) => ($done ? 700 : 400)};
  &::before {
    content: '${({ $done }) => ($done ? '●' : '○')} ';
  }
  &[aria-current='step'] {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const Sentence = styled.p<{ $alert: boolean }>`
  color: ${({ $alert }) => ($alert ? color.warning : color.ink)};
`;
