// The meal plans page's intro as the server renders it: nothing in the browser's build (static-island).
export { MealPlansIntro as default } from './meal-plans-intro';
