import type { RecipeCardData } from '@/features/catalog/components/recipe-card';
import { PageLayout } from '@/ui/layout/page-layout';
import { lazyHydrated } from '@/ui/lazy-hydrated';
import { HeroSection } from './hero-section';

// Only the hero's code is part of the first load; the sections after it are server-rendered and
// hydrated when their chunk arrives (see lazyHydrated).
const HomeBelowFold = lazyHydrated(() =>
  import('./home-below-fold').then((module) => module.HomeBelowFold),
);

export function HomeView({ recipes }: { recipes: RecipeCardData[] }) {
  return (
    <PageLayout>
      <HeroSection />
      <HomeBelowFold recipes={recipes} />
    </PageLayout>
  );
}
