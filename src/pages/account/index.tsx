import { MyPlanView } from '@/features/account/my-plan/my-plan-view';
import { planArt } from '@/features/account/my-plan/plan-art';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { PageMeta } from '@/ui/seo/page-meta';

// The catalogue's names and pictures, fixed at build time, ship with the page's code rather than
// as page data: a page with getStaticProps makes Next.js send a background HEAD for its data on
// every client navigation (a revalidation signal this page has no use for), which the browser
// reports as aborted when the customer moves on before it returns.
const recipeNames = Object.fromEntries(RECIPES.map((recipe) => [recipe.key, recipe.name]));
const art = planArt();

export default function MyPlanPage() {
  return (
    <>
      <PageMeta title="My plan" path="/account/" noindex />
      <MyPlanView recipeNames={recipeNames} art={art} />
    </>
  );
}
