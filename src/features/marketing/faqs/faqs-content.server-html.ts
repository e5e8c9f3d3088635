// The FAQ as the server renders it: nothing in the browser's build (lazyHydrated).
export { FaqsContent as default } from './faqs-content';
