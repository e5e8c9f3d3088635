import type { GetStaticProps } from 'next';
import { MyPlanView } from '@/features/account/my-plan/my-plan-view';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { PageMeta } from '@/ui/seo/page-meta';

interface Props {
  recipeNames: Record<string, string>;
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: { recipeNames: Object.fromEntries(RECIPES.map((recipe) => [recipe.key, recipe.name])) },
});

export default function MyPlanPage({ recipeNames }: Props) {
  return (
    <>
      <PageMeta title="My plan" path="/account/" noindex />
      <MyPlanView recipeNames={recipeNames} />
    </>
  );
}
