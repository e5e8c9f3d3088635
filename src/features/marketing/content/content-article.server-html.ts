// An informational page's text as the server renders it: nothing in the browser's build (static-island).
export { ContentArticle as default } from './content-article';
