// What a creator sees on a held video: under review, with the reason codes (never other accounts' figures).
import { MSG } from '@hookline/shared/messages';
import { Alert, Text } from '@mantine/core';
import { t } from '../../../lib/i18n';
import { useCreatorReviews } from '../api/get-reviews';

export function UnderReviewNotice({ promotionId }: { promotionId: number }) {
  const query = useCreatorReviews();
  const codes = query.data?.get(promotionId);
  if (!codes) return null;
  return (
    <Alert color="orange" title={MSG.underReview} data-testid="under-review">
      <Text fz="sm">{t('crUnderReviewText', { codes: codes.join(', ') })}</Text>
    </Alert>
  );
}
