// Cancels a pending or submitted promotion after a confirmation; the screen then returns to the campaigns.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { useCancelPromotion } from '../api/cancel-promotion';

export function CancelPromotionButton({ promotionId, onCanceled }: { promotionId: number; onCanceled: () => void }) {
  const [opened, { open, close }] = useDisclosure(false);
  const cancel = useCancelPromotion();

  const confirm = () =>
    cancel.mutate(promotionId, {
      onSuccess: () => {
        close();
        toast.success(t('promotionCanceled'));
        onCanceled();
      },
    });

  return (
    <>
      {/* never squeezed by the status beside it: the label stays whole on a 360 px phone */}
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        onClick={open}
        disabled={cancel.isSuccess}
        style={{ flexShrink: 0 }}
      >
        {t('crCancelPromotion')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('crCancelPromotionTitle')} centered>
        <Stack gap="md">
          <Text fz="sm">{t('crCancelPromotionText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('crKeepIt')}
            </Button>
            <Button color="red" onClick={confirm} loading={cancel.isPending}>
              {t('crConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
