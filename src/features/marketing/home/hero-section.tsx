import styled from 'styled-components';
import { ButtonLink } from '@/ui/primitives/button';
import { fluidFontSize, fontSize, mediaUp, spacing } from '@/ui/theme';
import { HeroIllustration } from './hero-illustration';
import { Inner, TwoColumns } from './home-styles';

const Hero = styled.section`
  padding: ${spacing(10, 4, 14)};
  background: ${({ theme }) => theme.palette.bone};
  h1 {
    font-size: ${fluidFontSize.hero};
    margin-bottom: ${spacing(4)};
  }
  p {
    font-size: ${fontSize.lg};
    max-width: 520px;
    margin: ${spacing(0, 0, 6)};
  }
  svg {
    width: 100%;
    height: auto;
    max-width: 420px;
    justify-self: center;
  }
  ${mediaUp('tablet')} {
    padding: ${spacing(18, 4)};
  }
`;

const Note = styled.span`
  display: block;
  margin-top: ${spacing(3)};
  font-size: ${fontSize.base};
  color: ${({ theme }) => theme.palette.inkMuted};
`;

export function HeroSection() {
  return (
    <Hero aria-labelledby="home-hero-title">
      <Inner>
        <TwoColumns>
          <div>
            <h1 id="home-hero-title">Real food, portioned for your dog</h1>
            <p>
              Tell us about your pup and we&apos;ll build a meal plan around their weight, age and
              energy: gently cooked fresh recipes, slow-baked bowls or a mix of both, delivered on
              your schedule.
            </p>
            <ButtonLink href="/onboarding/" size="large">
              Get started
            </ButtonLink>
            <Note>Takes about two minutes. Skip, pause or cancel anytime.</Note>
          </div>
          <HeroIllustration />
        </TwoColumns>
      </Inner>
    </Hero>
  );
}
