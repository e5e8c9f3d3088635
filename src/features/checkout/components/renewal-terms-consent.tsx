import styled from 'styled-components';
import { CheckboxField } from '@/ui/forms';
import { fontSize, spacing } from '@/ui/theme';

const Terms = styled.section`
  display: grid;
  gap: ${spacing(2)};
  padding: ${spacing(4)};
  border: 1px solid ${({ theme }) => theme.palette.darkerFur};
  border-radius: ${({ theme }) => theme.radius.small};
  h2,
  h3 {
    font-size: ${fontSize.md};
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

/**
 * The automatic-renewal terms beside the pay button, in the words the server stores with the
 * consent (the same rule over the same cart), and the unticked box that agrees to them. It is
 * separate from any marketing or text-message consent.
 */
export function RenewalTermsConsent({
  text,
  accepted,
  onAcceptedChange,
  error,
}: {
  /** renewalTerms() of the cart on screen: the words the server records with the consent. */
  text: string;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  error?: string;
}) {
  return (
    <Terms aria-labelledby="renewal-terms-title">
      <h2 id="renewal-terms-title">Automatic renewal terms</h2>
      <p>{text}</p>
      <CheckboxField
        name="renewal_terms_accepted"
        label="I agree to the automatic renewal terms: my card is charged for each box until I cancel."
        checked={accepted}
        onChange={(event) => onAcceptedChange(event.target.checked)}
        error={error}
      />
    </Terms>
  );
}
