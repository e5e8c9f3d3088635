// The login card as the server renders it: nothing in the browser's build (lazyHydrated).
export { LoginCard as default } from './login-card';
