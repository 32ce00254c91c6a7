// Cancels a pending or submitted promotion after a confirmation; the screen then returns to the campaigns.
import { MSG } from '@hookline/shared/messages';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { toast } from '../../../lib/toasts';
import { useCancelPromotion } from '../api/cancel-promotion';

export function CancelPromotionButton({ promotionId, onCanceled }: { promotionId: number; onCanceled: () => void }) {
  const [opened, { open, close }] = useDisclosure(false);
  const cancel = useCancelPromotion();

  const confirm = () =>
    cancel.mutate(promotionId, {
      onSuccess: () => {
        close();
        toast.success(MSG.promotionCanceled);
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
        Cancel promotion
      </Button>
      <Modal opened={opened} onClose={close} title="Cancel this promotion?" centered>
        <Stack gap="md">
          <Text fz="sm">
            Your slot in this campaign is given up and any link you submitted is removed. You can join again while the
            campaign runs.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep it
            </Button>
            <Button color="red" onClick={confirm} loading={cancel.isPending}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
