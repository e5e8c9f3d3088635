// The reset-password card as the server renders it: nothing in the browser's build (lazyHydrated).
export { ResetPasswordCard as default } from './reset-password-card';
