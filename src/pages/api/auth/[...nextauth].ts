import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';
import { nextAuthOptions } from '@/server/auth/next-auth-options';

export default function auth(req: NextApiRequest, res: NextApiResponse) {
  return NextAuth(req, res, nextAuthOptions());
}
