import styled from 'styled-components';
import { fontSize, mediaUp, spacing } from '@/ui/theme';

/*
 * Two columns from tablet-large up: the form on the left, the summary on the right and sticky, so
 * the amount stays in view while the customer fills the form. On a phone the summary is the
 * folded line above the form and comes first in the document; on a wide screen it comes after
 * the form (CheckoutForm places it), so the keyboard's order is the reading order.
 */
export const CheckoutLayout = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: ${spacing(6, 4, 16)};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${spacing(6)};
  ${mediaUp('tabletLarge')} {
    grid-template-columns: minmax(0, 1.5fr) minmax(300px, 1fr);
    grid-template-areas: 'form summary';
    column-gap: ${spacing(12)};
    align-items: start;
    padding-top: ${spacing(10)};
    > form {
      grid-area: form;
    }
  }
  > form {
    display: grid;
    gap: ${spacing(5)};
    min-width: 0;
  }
  h1 {
    font-size: ${fontSize['3xl']};
    margin: 0;
  }
  h2 {
    font-size: ${fontSize.lg};
    margin: ${spacing(3, 0, 0)};
  }
`;

export const CheckoutAside = styled.div`
  display: grid;
  gap: ${spacing(4)};
  ${mediaUp('tabletLarge')} {
    grid-area: summary;
    position: sticky;
    top: ${spacing(6)};
  }
`;

/** The renewal terms, their box and the pay button kept together as one block. */
export const PayBlock = styled.div`
  display: grid;
  gap: ${spacing(4)};
  padding-top: ${spacing(2)};
`;
