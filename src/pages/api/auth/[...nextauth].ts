import { nextAuthRoute } from '@/server/auth/next-auth-route';

/** NextAuth's endpoints (/api/auth/*), behind the checks in nextAuthRoute. */
export default nextAuthRoute;
