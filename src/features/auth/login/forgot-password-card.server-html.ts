// The forgot-password card as the server renders it: nothing in the browser's build (lazyHydrated).
export { ForgotPasswordCard as default } from './forgot-password-card';
