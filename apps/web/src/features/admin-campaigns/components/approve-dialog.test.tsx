import { MSG } from '@hookline/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ApproveDialog } from './approve-dialog';

describe('ApproveDialog', () => {
  it('shows the red date message for a wrong date and approves with a valid one', async () => {
    const onApprove = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ApproveDialog opened onClose={() => {}} onApprove={onApprove} />);
    const date = await screen.findByLabelText('Date');
    await user.type(date, `${new Date().getFullYear()}-13-01 10:00:00`);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByText(MSG.invalidDateTime)).toBeTruthy();
    expect(onApprove).not.toHaveBeenCalled();

    await user.clear(date);
    await user.type(date, `${new Date().getFullYear()}-01-15 10:00:00`);
    await user.type(screen.getByLabelText('Views'), '5');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledWith({
      video_uploaded_at: `${new Date().getFullYear()}-01-15 10:00:00`,
      promotion_stat: { views_count: 5, likes_count: 0, comments_count: 0, shares_count: 0 },
    });
    expect(screen.queryByText(MSG.invalidDateTime)).toBeNull();
  });
});
