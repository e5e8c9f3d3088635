import type { RecipeCardData } from '@/features/catalog/components/recipe-card';
import { TrustStrip } from '../trust-strip';
import { ClosingCtaSection } from './closing-cta-section';
import { Section } from './home-styles';
import { HowItWorksSection } from './how-it-works-section';
import { PlanTypesSection } from './plan-types-section';
import { RecipesSection } from './recipes-section';
import { ReviewsSection } from './reviews-section';

/** Everything on the home page after the hero, in one chunk of its own (see HomeView). */
export function HomeBelowFold({ recipes }: { recipes: RecipeCardData[] }) {
  return (
    <>
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
