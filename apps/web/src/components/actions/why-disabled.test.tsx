import { MSG } from '@hookline/shared/messages';
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { WhyDisabled } from './why-disabled';

function Form() {
  const [changed, setChanged] = useState(false);
  return (
    <>
      <Button onClick={() => setChanged(true)}>Change</Button>
      <WhyDisabled reason={!changed && MSG.whyNothingToSave}>
        <Button disabled={!changed}>Save</Button>
      </WhyDisabled>
    </>
  );
}

describe('WhyDisabled', () => {
  it('says why a disabled control is disabled, on hover and to screen readers, and nothing once it is enabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(screen.getByTestId('why-disabled').textContent).toContain(MSG.whyNothingToSave);
    await user.hover(screen.getByTestId('why-disabled'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(MSG.whyNothingToSave);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.queryByTestId('why-disabled')).toBeNull();
    // the same control, enabled: not mounted again
    expect(screen.getByRole('button', { name: 'Save' })).toBe(save);
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });
});
