import type { PendingBoxChoice, PendingBoxView } from '@/contracts/data-rights';
import { longDate } from '@/domain/format/date';
import { formatAmount } from '@/domain/format/money';
import { ChoiceGroup } from '@/ui/forms';

interface Props {
  boxes: PendingBoxView[];
  value: PendingBoxChoice | '';
  onChange: (choice: PendingBoxChoice) => void;
  error?: string;
  /** Whose boxes: "Your" on My info, "The customer’s" in the console. */
  whose?: 'Your' | 'The customer’s';
}

const boxName = (box: PendingBoxView) =>
  box.pet_names.length ? `${box.pet_names.join(' and ')}’s box` : `Order #${box.order_id}`;

/**
 * Before an account is deleted: the paid boxes not shipped yet (date and amount) and the choice
 * for them, shipped (the address kept until delivered, then erased) or cancelled with a full
 * refund. A box already packed can only be shipped, so then refunding is not offered.
 */
export function PendingBoxesChoice({ boxes, value, onChange, error, whose = 'Your' }: Props) {
  const total = boxes.reduce((sum, box) => sum + box.amount, 0);
  const packed = boxes.filter((box) => !box.can_refund);
  const one = boxes.length === 1;
  const options = [
    {
      value: 'ship',
      label: `Ship ${one ? 'it' : 'them'}: we keep the address until ${one ? 'it is' : 'they are'} delivered, then erase it`,
    },
    ...(packed.length
      ? []
      : [
          {
            value: 'refund',
            label: `Cancel ${one ? 'it' : 'them'} and refund ${formatAmount(total)} to the card`,
          },
        ]),
  ];
  return (
    <section aria-label="Boxes not shipped yet">
      <p>
        {one
          ? `${whose} paid box has not shipped yet:`
          : `${whose} paid boxes have not shipped yet:`}
      </p>
      <ul>
        {boxes.map((box) => (
          <li key={box.order_id}>
            {boxName(box)}, arriving {longDate(box.delivery_date)}: {formatAmount(box.amount)}
          </li>
        ))}
      </ul>
      {packed.length ? (
        <p>
          {packed.map(boxName).join(' and ')} {packed.length === 1 ? 'is' : 'are'} already packed,
          so {one ? 'it' : 'they'} can only be shipped.
        </p>
      ) : null}
      <ChoiceGroup
        legend={`What should happen to ${one ? 'this box' : 'these boxes'}?`}
        type="radio"
        name="pending_boxes"
        options={options}
        value={value}
        onChange={(choice) => onChange(choice as PendingBoxChoice)}
        error={error}
      />
    </section>
  );
}
