// An add-on category's cards as the server renders them: nothing in the browser's build (static-island).
export { AddonsContent as default } from './addons-content';
