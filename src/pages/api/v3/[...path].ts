import type { NextApiRequest, NextApiResponse } from 'next';
import { NotFoundError, sendProblem } from '@/server/api';

export const config = { api: { bodyParser: false } };

/** Unknown /api/v3 paths answer the API's JSON 404, never an HTML page. */
export default function unknownApiPath(_req: NextApiRequest, res: NextApiResponse) {
  sendProblem(res, new NotFoundError());
}
