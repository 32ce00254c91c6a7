import { Button, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { useSearchBox } from './use-search-box';

function SearchBox(props: { applied: string; apply: (text: string) => void }) {
  return <TextInput label="Search" {...useSearchBox(props.applied, props.apply, 100)} />;
}

describe('useSearchBox', () => {
  it('shows every key at once and applies the search once, after the typing stops', async () => {
    const apply = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SearchBox applied="" apply={apply} />);
    const box = screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement;
    await user.type(box, 'mia');
    expect(box.value).toBe('mia');
    await vi.waitFor(() => expect(apply).toHaveBeenCalledWith('mia'));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('shows the applied search when it changes from outside', async () => {
    function Screen() {
      const [applied, setApplied] = useState('old');
      return (
        <>
          <SearchBox applied={applied} apply={() => {}} />
          <Button onClick={() => setApplied('new')}>Reset</Button>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Screen />);
    const box = screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement;
    expect(box.value).toBe('old');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box.value).toBe('new');
  });
});
