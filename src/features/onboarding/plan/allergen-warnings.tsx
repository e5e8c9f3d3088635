import styled from 'styled-components';
import type { AllergenNotice } from '@/domain/allergens';
import { CheckboxField } from '@/ui/forms';
import { color, fontSize, radius, spacing } from '@/ui/theme';

const Warning = styled.div`
  display: grid;
  gap: ${spacing(2.5)};
  padding: ${spacing(3)};
  border-left: 4px solid ${({ theme }) => theme.palette.error};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${color.errorSurface};
  p {
    margin: 0;
  }
`;

/** The small print beside a recipe or extra with one of the pups' allergens. */
export const AllergenTag = styled.span`
  padding: ${spacing(0, 1.5)};
  border-radius: ${radius.pill};
  background: ${color.errorSurface};
  color: ${({ theme }) => theme.palette.error};
  font-size: ${fontSize.sm};
  font-weight: 700;
`;

/** An item's label with its allergen tag, if any ('Fresh Chicken Contains chicken'). */
export function TaggedLabel({ text, tag }: { text: string; tag: string | null }) {
  return (
    <>
      {text}
      {tag ? (
        <>
          {' '}
          <AllergenTag>{tag}</AllergenTag>
        </>
      ) : null}
    </>
  );
}

/** The consent boxes still to tick, in reading order (a refused Continue moves focus to the first). */
export const PENDING_CONSENT = 'input[data-allergen-consent]:not(:checked)';

/** One item's warning, announced as it appears, with the checkbox the owner ticks to still want it. */
export function AllergenWarning({
  notice,
  acknowledged,
  onAcknowledge,
}: {
  notice: AllergenNotice;
  acknowledged: boolean;
  onAcknowledge: (key: string, yes: boolean) => void;
}) {
  return (
    <Warning>
      <p role="alert">
        <strong>Allergy warning:</strong> {notice.text}
      </p>
      <CheckboxField
        label={`I understand, and still want ${notice.name}`}
        checked={acknowledged}
        data-allergen-consent=""
        onChange={(event) => onAcknowledge(notice.key, event.target.checked)}
      />
    </Warning>
  );
}

/**
 * One warning per chosen item with a pup's allergen (the shop takes the item only once its
 * checkbox is ticked), for lists short enough that the warnings sit right below the items.
 */
export function AllergenWarnings({
  notices,
  acknowledged,
  onAcknowledge,
}: {
  notices: AllergenNotice[];
  acknowledged: readonly string[];
  onAcknowledge: (key: string, yes: boolean) => void;
}) {
  return (
    <>
      {notices.map((notice) => (
        <AllergenWarning
          key={notice.key}
          notice={notice}
          acknowledged={acknowledged.includes(notice.key)}
          onAcknowledge={onAcknowledge}
        />
      ))}
    </>
  );
}
