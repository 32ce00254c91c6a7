// Submit the link of the posted video. The server checks it is on the linked profile and uses the campaign's
// sound; its two refusals are shown in the creator's words.

import { submitVideoBody } from '@hookline/shared/creators';
import { MSG } from '@hookline/shared/messages';
import { isTikTokVideoUrl } from '@hookline/shared/video-url';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { mentionsSupport, SupportLine } from '../../../components/support/support-link';
import { toast } from '../../../lib/toasts';
import { submitErrorMessage, useSubmitVideo } from '../api/submit-video';

export function SubmitVideoForm({ promotionId }: { promotionId: number }) {
  const submit = useSubmitVideo();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    // the server's request schema (trimmed, present, not too long), then the TikTok link check the server makes next
    const body = submitVideoBody.safeParse({ video_url: value });
    if (!body.success || !isTikTokVideoUrl(body.data.video_url)) {
      setFieldError(MSG.submitLink);
      return;
    }
    setFieldError(null);
    submit.mutate(
      { promotionId, videoUrl: body.data.video_url },
      {
        onSuccess: () => {
          toast.success(MSG.linkSubmitted);
          setValue('');
        },
        onError: (error) => setFailure(submitErrorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="TikTok video link"
          description="Paste the link of the video you posted on your linked profile."
          placeholder="https://www.tiktok.com/@you/video/…"
          inputMode="url"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={fieldError}
          disabled={submit.isPending}
        />
        {failure && (
          <Alert color="red" variant="light" data-testid="submit-error">
            {failure}
          </Alert>
        )}
        {mentionsSupport(failure) && <SupportLine c="dimmed" />}
        <Group justify="flex-end">
          <Button type="submit" loading={submit.isPending}>
            Submit video link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
