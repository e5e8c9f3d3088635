// The header as the server renders it: nothing in the browser's build (see SiteHeader).
export { Header as default } from './header';
