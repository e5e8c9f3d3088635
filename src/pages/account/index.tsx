import type { GetStaticProps } from 'next';
import { MyPlanView } from '@/features/account/my-plan/my-plan-view';
import { planArt, type PlanArt } from '@/features/account/my-plan/plan-art';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { PageMeta } from '@/ui/seo/page-meta';

interface Props {
  recipeNames: Record<string, string>;
  art: PlanArt;
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: {
    recipeNames: Object.fromEntries(RECIPES.map((recipe) => [recipe.key, recipe.name])),
    art: planArt(),
  },
});

export default function MyPlanPage({ recipeNames, art }: Props) {
  return (
    <>
      <PageMeta title="My plan" path="/account/" noindex />
      <MyPlanView recipeNames={recipeNames} art={art} />
    </>
  );
}
