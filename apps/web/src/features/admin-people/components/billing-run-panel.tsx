// Background Processes: the monthly billing job and its "Run now", asked for in a dialog first because it issues
// numbered invoices that cannot be taken back (docs/engine.md "Bills and payouts").
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ConfirmDialog } from '../../../components/actions/confirm-dialog';
import { toast } from '../../../lib/toasts';
import { useRunBilling } from '../api/run-billing';

export function BillingRunPanel({ running }: { running: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  const run = useRunBilling();

  const confirm = () =>
    run.mutate(undefined, {
      onSuccess: (answer) => {
        close();
        toast.success(answer.message);
      },
      onError: close,
    });

  return (
    <Paper withBorder radius="md" p="md" data-testid="billing-run">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 260px' }}>
          <Title order={2} fz="md">
            Creators&apos; bills
          </Title>
          <Text size="sm" c="dimmed">
            Issued on the 1st of each month for the month before. Run now to bill every creator&apos;s earnings up to
            this moment.
          </Text>
        </Stack>
        <Button onClick={open} disabled={running} style={{ flexShrink: 0 }}>
          {running ? 'Billing is running…' : 'Run billing now'}
        </Button>
      </Group>
      <ConfirmDialog
        opened={opened}
        title="Run billing now?"
        onCancel={close}
        onConfirm={confirm}
        loading={run.isPending}
        centered
      >
        <Text fz="sm">
          Every creator with earnings not billed yet gets a self-billing invoice for them, numbered and sent by email.
          Earnings already on a bill are never billed again.
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
