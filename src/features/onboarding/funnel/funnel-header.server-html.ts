// The funnel's header as the server renders it: nothing in the browser's build (see quiz-view).
export { FunnelHeader as default } from './funnel-header';
