// A recipe listing as the server renders it: nothing in the browser's build (static-island).
export { RecipeListContent as default } from './recipe-list-content';
