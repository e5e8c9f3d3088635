import type { GetStaticProps } from 'next';
import {
  EditRecipesView,
  type RecipeOption,
} from '@/features/account/edit-recipes/edit-recipes-view';
import { recipeOptions } from '@/features/account/edit-recipes/offered-recipes';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { PageMeta } from '@/ui/seo/page-meta';

interface Props {
  recipes: RecipeOption[];
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: {
    recipes: recipeOptions(RECIPES),
  },
});

export default function EditRecipesPage({ recipes }: Props) {
  return (
    <>
      <PageMeta title="Edit recipes" path="/account/edit-recipes/" noindex />
      <EditRecipesView recipes={recipes} />
    </>
  );
}
