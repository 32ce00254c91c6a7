import { DECISION_REASON_LABELS } from '@hookline/shared/decisions';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ConfirmFraud, DecisionDialog } from './decision-dialog';

describe('DecisionDialog', () => {
  it('asks for a reason first, then sends the reason code and the trimmed note', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <DecisionDialog
        opened
        title="Manual decline"
        question="Decline the video of anna?"
        confirmLabel="Decline"
        onClose={() => {}}
        onConfirm={onConfirm}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.getByText('Please choose a reason')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: DECISION_REASON_LABELS.duplicate }));
    await user.type(screen.getByLabelText('Note for the creator (optional)'), '  Same video as last week.  ');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason_code: 'duplicate', reason_note: 'Same video as last week.' });
  });

  it('offers the fraud reason by default and says it cannot be undone', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ConfirmFraud onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'Fraud' }));
    expect(await screen.findByText('This cannot be undone.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason_code: 'suspected_fake_views' });
  });
});
