import type { RecipeCardData } from '@/features/catalog/components/recipe-card';
import { PageLayout } from '@/ui/layout/page-layout';
import { ClosingCtaSection } from './closing-cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PlanTypesSection } from './plan-types-section';
import { RecipesSection } from './recipes-section';
import { ReviewsSection } from './reviews-section';

export function HomeView({ recipes }: { recipes: RecipeCardData[] }) {
  return (
    <PageLayout>
      <HeroSection />
      <HowItWorksSection />
      <PlanTypesSection />
      <RecipesSection recipes={recipes} />
      <ReviewsSection />
      <ClosingCtaSection />
    </PageLayout>
  );
}
