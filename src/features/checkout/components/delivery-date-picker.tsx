import { shortDate } from '@/domain/format/date';
import { firstDeliveryOptions, shopToday } from '@/domain/delivery-schedule';
import { ChoiceGroup } from '@/ui/forms';

export function deliveryChoices(today = shopToday(new Date())) {
  return firstDeliveryOptions(today).map((value) => ({ value, label: shortDate(value) }));
}

/** The first delivery date: the earliest is chosen unless the customer picks a later one. */
export function DeliveryDatePicker({
  value,
  onChange,
  choices,
}: {
  value: string;
  onChange: (value: string) => void;
  choices: Array<{ value: string; label: string }>;
}) {
  return (
    <ChoiceGroup
      legend="When should your first box arrive?"
      type="radio"
      options={choices}
      value={value}
      onChange={(next) => onChange(next as string)}
    />
  );
}
