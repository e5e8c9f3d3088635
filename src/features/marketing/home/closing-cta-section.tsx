import { ButtonLink } from '@/ui/primitives/button';
import { Center, Inner, Lead, Section } from './home-styles';

export function ClosingCtaSection() {
  return (
    <Section $tone="kale" aria-labelledby="home-cta-title">
      <Inner>
        <h2 id="home-cta-title">Ready to fill the bowl?</h2>
        <Lead>Answer a few questions and see your dog&apos;s plan and price per week.</Lead>
        <Center>
          <ButtonLink href="/onboarding/" variant="egg" size="large">
            Get started
          </ButtonLink>
        </Center>
      </Inner>
    </Section>
  );
}
