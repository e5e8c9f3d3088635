import { PageLayout } from '@/ui/layout/page-layout';
import { HomeSections, type HomeSectionsProps } from './home-sections';

export function HomeView({ recipes }: HomeSectionsProps) {
  return (
    <PageLayout>
      <HomeSections recipes={recipes} />
    </PageLayout>
  );
}
