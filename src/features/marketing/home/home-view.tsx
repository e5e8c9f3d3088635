import type { RecipeCardData } from '@/features/catalog/components/recipe-card';
import { PageLayout } from '@/ui/layout/page-layout';
import { ClosingCtaSection } from './closing-cta-section';
import { TrustStrip } from '../trust-strip';
import { HeroSection } from './hero-section';
import { Section } from './home-styles';
import { HowItWorksSection } from './how-it-works-section';
import { PlanTypesSection } from './plan-types-section';
import { RecipesSection } from './recipes-section';
import { ReviewsSection } from './reviews-section';

export function HomeView({ recipes }: { recipes: RecipeCardData[] }) {
  return (
    <PageLayout>
      <HeroSection />
      <Section $tone="white" aria-label="Why pup parents trust us">
        <TrustStrip />
      </Section>
      <HowItWorksSection />
      <PlanTypesSection />
      <RecipesSection recipes={recipes} />
      <ReviewsSection />
      <ClosingCtaSection />
    </PageLayout>
  );
}
