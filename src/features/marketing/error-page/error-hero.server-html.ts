// An error page's copy as the server renders it: nothing in the browser's build (static-island).
export { ErrorHero as default } from './error-hero';
