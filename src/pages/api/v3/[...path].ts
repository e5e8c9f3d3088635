import type { NextApiRequest, NextApiResponse } from 'next';
import { sendProblem } from '@/server/api';
import { closeIfBodyUnread } from '@/server/api/body';
import { DomainError } from '@/server/errors';

export const config = { api: { bodyParser: false } };

/** Unknown /api/v3 paths answer the API's JSON 404, never an HTML page. */
export default function unknownApiPath(req: NextApiRequest, res: NextApiResponse) {
  closeIfBodyUnread(req, res);
  sendProblem(res, new DomainError('not_found'));
}
