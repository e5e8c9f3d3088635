// A recipe's content as the server renders it: nothing in the browser's build (static-island).
export { RecipeContent as default } from './recipe-content';
