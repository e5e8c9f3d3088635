// The home sections as the server renders them: nothing in the browser's build (static-island).
export { HomeSections as default } from './home-sections';
