import styled from 'styled-components';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import { spacing } from '@/ui/theme';

const Banner = styled.aside`
  padding: ${spacing(4, 5)};
  margin-bottom: ${spacing(6)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.palette.bone};
  p {
    margin: 0;
  }
`;

/** SHOW_BOX_FREQUENCY_BANNER: tells subscribers box size and frequency are theirs to choose. */
export function BoxFrequencyBanner() {
  const show = useFlag('SHOW_BOX_FREQUENCY_BANNER');
  if (!show) return null;
  return (
    <Banner aria-label="Box frequency">
      <p>
        <strong>Short on freezer space?</strong> Smaller boxes can come every week or two: choose
        how often boxes come on each plan below. The price per week stays the same.
      </p>
    </Banner>
  );
}
