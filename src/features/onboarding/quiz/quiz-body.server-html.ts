// The quiz as the server renders it: nothing in the browser's build (lazyHydrated).
export { QuizBody as default } from './quiz-body';
