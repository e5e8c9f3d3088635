import type { RecipeCardData } from '@/features/catalog/components/recipe-card';
import { ClosingCtaSection } from './closing-cta-section';
import { TrustStrip } from '../trust-strip';
import { HeroSection } from './hero-section';
import { Section } from './home-styles';
import { HowItWorksSection } from './how-it-works-section';
import { PlanTypesSection } from './plan-types-section';
import { RecipesSection } from './recipes-section';
import { ReviewsSection } from './reviews-section';

export interface HomeSectionsProps {
  recipes: RecipeCardData[];
}

/** The home page's content: static, so the browser keeps the server's HTML (see home-view.tsx). */
export function HomeSections({ recipes }: HomeSectionsProps) {
  return (
    <>
      <HeroSection />
      <Section $tone="white" aria-label="Why pup parents trust us">
        <TrustStrip />
      </Section>
      <HowItWorksSection />
      <PlanTypesSection />
      <RecipesSection recipes={recipes} />
      <ReviewsSection />
      <ClosingCtaSection />
    </>
  );
}
