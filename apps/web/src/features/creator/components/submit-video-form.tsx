// Submit the link of the posted video. The server checks it is on the linked profile and uses the campaign's
// sound; its two refusals are shown in the creator's words, once: in the red toast every refusal gets (with the support
// line when the message names support), not repeated under the field.

import { submitVideoBody } from '@hookline/shared/creators';
import { PLATFORM_NAMES, type Platform } from '@hookline/shared/platforms';
import { isShortVideoUrl, isTikTokVideoUrl } from '@hookline/shared/video-url';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useSchemaForm } from '../../../lib/forms';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { useSubmitVideo } from '../api/submit-video';

export function SubmitVideoForm({
  promotionId,
  platforms = ['tiktok'],
}: {
  promotionId: number;
  /** the platforms the campaign accepts: TikTok only keeps the spec's TikTok link field */
  platforms?: Platform[];
}) {
  const tiktokOnly = platforms.length === 1 && platforms[0] === 'tiktok';
  const submit = useSubmitVideo();
  const linkOk = (url: string) => (tiktokOnly ? isTikTokVideoUrl(url) : isShortVideoUrl(url));
  // the server's request schema (trimmed, present, not too long), then the link check the server makes next
  const { form, onSubmit } = useSchemaForm({
    initialValues: { video_url: '' },
    schema: submitVideoBody,
    onValid: (body) => {
      if (!linkOk(body.video_url)) {
        form.setFieldError('video_url', t('submitLink'));
        return;
      }
      submit.mutate(
        { promotionId, videoUrl: body.video_url },
        {
          onSuccess: () => {
            toast.success(t('linkSubmitted'));
            form.setFieldValue('video_url', '');
          },
        },
      );
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={tiktokOnly ? t('crTiktokVideoLink') : t('crVideoLink')}
          description={
            tiktokOnly
              ? t('crPasteLink')
              : t('crPasteLinkOn', { platforms: platforms.map((p) => PLATFORM_NAMES[p]).join(', ') })
          }
          placeholder={tiktokOnly ? 'https://www.tiktok.com/@you/video/…' : 'https://…'}
          inputMode="url"
          {...form.getInputProps('video_url')}
          // every refusal of the link, the schema's or the link check's, in the one sentence the spec gives
          error={form.errors.video_url ? t('submitLink') : undefined}
          disabled={submit.isPending}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submit.isPending}>
            {t('crSubmitVideoLink')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
