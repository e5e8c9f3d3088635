import { adminAuthRoute } from '@/server/admin/auth/admin-auth-route';

/** The console's NextAuth endpoints (/api/admin/auth/*): staff sign-in, session, sign-out. */
export default adminAuthRoute;
