// The reviews page's cards as the server renders them: nothing in the browser's build (static-island).
export { ReviewsContent as default } from './reviews-content';
