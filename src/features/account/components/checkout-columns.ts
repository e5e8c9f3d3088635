import styled from 'styled-components';
import { mediaUp, spacing } from '@/ui/theme';

/*
 * An account payment page as checkout lays it out: what is being bought on the right, sticky, and
 * the form on the left; on a phone the summary comes first, above the form.
 */
export const CheckoutColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${spacing(0, 6)};
  ${mediaUp('tabletLarge')} {
    grid-template-columns: minmax(0, 1.5fr) minmax(260px, 1fr);
    grid-template-areas: 'main side';
    align-items: start;
  }
`;

export const CheckoutSide = styled.div`
  ${mediaUp('tabletLarge')} {
    grid-area: side;
    position: sticky;
    top: ${spacing(6)};
  }
`;

export const CheckoutMain = styled.div`
  min-width: 0;
  ${mediaUp('tabletLarge')} {
    grid-area: main;
  }
`;
