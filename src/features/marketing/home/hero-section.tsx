import styled from 'styled-components';
import { ButtonLink } from '@/ui/primitives/button';
import { mediaUp } from '@/ui/theme';
import { HeroIllustration } from './hero-illustration';
import { Inner, TwoColumns } from './home-styles';

const Hero = styled.section`
  padding: 40px 16px 56px;
  background: ${({ theme }) => theme.palette.bone};
  h1 {
    font-size: clamp(2.25rem, 6vw, 3.5rem);
    margin-bottom: 16px;
  }
  p {
    font-size: 1.1875rem;
    max-width: 520px;
    margin: 0 0 24px;
  }
  svg {
    width: 100%;
    height: auto;
    max-width: 420px;
    justify-self: center;
  }
  ${mediaUp('tablet')} {
    padding: 72px 16px;
  }
`;

const Note = styled.span`
  display: block;
  margin-top: 12px;
  font-size: 0.9375rem;
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
