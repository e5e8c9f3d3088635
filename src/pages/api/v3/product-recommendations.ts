import { handler } from '@/server/api';
import { singleValues } from '@/server/api/query';
import { getRecommendations } from '@/server/services/recommendations/get-recommendations';
import {
  parseRecommendationQuery,
  RECOMMENDATION_PARAMS,
} from '@/server/services/recommendations/recommendation-query';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: ({ db, query, requireCaller }) =>
    getRecommendations(
      db,
      parseRecommendationQuery(singleValues(query, RECOMMENDATION_PARAMS)),
      async () => (await requireCaller()).customerId,
    ),
});
