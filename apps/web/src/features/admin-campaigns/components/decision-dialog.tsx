// The admin's decline and fraud dialogs: a reason code (required) and an optional note, both shown to the creator
// on the video's page and in the email (docs/engine.md "Decline reasons and appeals").

import {
  DECISION_NOTE_MAX,
  DECISION_REASON_LABELS,
  DECISION_REASONS,
  type DecisionReason,
  NOTE_NEEDED_MESSAGE,
  REASONS_NEEDING_A_NOTE,
} from '@hookline/shared/decisions';
import { MSG } from '@hookline/shared/messages';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

export type DecisionValues = { reason_code: DecisionReason; reason_note?: string };

const OPTIONS = DECISION_REASONS.map((r) => ({ value: r, label: DECISION_REASON_LABELS[r] }));

export function DecisionDialog(props: {
  opened: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  /** fraud is irreversible: the dialog says so */
  warning?: string;
  defaultReason?: DecisionReason;
  loading?: boolean;
  onClose: () => void;
  onConfirm: (values: DecisionValues) => void;
}) {
  const [reason, setReason] = useState<DecisionReason | null>(props.defaultReason ?? null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  const noteNeeded = reason !== null && REASONS_NEEDING_A_NOTE.includes(reason);

  const confirm = () => {
    if (!reason) {
      setError(MSG.chooseReason);
      return;
    }
    setError(null);
    const trimmed = note.trim();
    if (noteNeeded && !trimmed) {
      setNoteError(NOTE_NEEDED_MESSAGE);
      return;
    }
    setNoteError(null);
    props.onConfirm({ reason_code: reason, ...(trimmed ? { reason_note: trimmed } : {}) });
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title}>
      <Stack>
        <Text>{props.question}</Text>
        {props.warning && (
          <Text c="red" fz="sm">
            {props.warning}
          </Text>
        )}
        <Select
          label="Reason"
          placeholder="Choose the reason the creator will see"
          data={OPTIONS}
          value={reason}
          onChange={(v) => setReason(v as DecisionReason | null)}
          error={error}
          required
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label={noteNeeded ? 'Note for the creator' : 'Note for the creator (optional)'}
          required={noteNeeded}
          error={noteError}
          placeholder="For example: the sound starts only at 0:20"
          value={note}
          maxLength={DECISION_NOTE_MAX}
          rows={3}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button color="red" loading={props.loading} onClick={confirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The Fraud button of a promotion row and its dialog, which proposes suspected fake views as the reason. */
export function ConfirmFraud({ onConfirm }: { onConfirm: (values: DecisionValues) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" color="red" variant="light" onClick={() => setOpen(true)}>
        Fraud
      </Button>
      {open && (
        <DecisionDialog
          opened
          title="Mark as fraud"
          question="Mark this promotion as fraud?"
          warning="This cannot be undone."
          confirmLabel="Confirm"
          defaultReason="suspected_fake_views"
          onClose={() => setOpen(false)}
          onConfirm={(values) => {
            setOpen(false);
            onConfirm(values);
          }}
        />
      )}
    </>
  );
}
