// The portion calculator as the server renders it: nothing in the browser's build (lazyHydrated).
export { CalculatorSection as default } from './calculator-section';
