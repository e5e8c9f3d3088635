import { EditRecipesView } from '@/features/account/edit-recipes/edit-recipes-view';
import { recipeOptions } from '@/features/account/edit-recipes/offered-recipes';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { PageMeta } from '@/ui/seo/page-meta';

// Built from the catalogue with the page's code, not as page data: see pages/account/index.tsx
// (no background HEAD for data on each client navigation).
const recipes = recipeOptions(RECIPES);

export default function EditRecipesPage() {
  return (
    <>
      <PageMeta title="Edit recipes" path="/account/edit-recipes/" noindex />
      <EditRecipesView recipes={recipes} />
    </>
  );
}
