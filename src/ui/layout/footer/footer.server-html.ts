// The footer as the server renders it: replaced by nothing in the browser's build (static-island).
export { Footer as default } from './footer';
