import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { StillNumberInput } from './StillNumberInput';

function Dose() {
  const [value, setValue] = useState<number | string>(2);
  return <StillNumberInput label="Dose" value={value} onChange={setValue} />;
}

describe('StillNumberInput', () => {
  it('keeps its value when the arrow keys or the wheel are used on it', async () => {
    renderWithProviders(<Dose />);
    const input = screen.getByRole('textbox', { name: 'Dose' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    fireEvent.wheel(input, { deltaY: -100 });
    expect((input as HTMLInputElement).value).toBe('2');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes a typed number with a decimal comma', async () => {
    renderWithProviders(<Dose />);
    const input = screen.getByRole('textbox', { name: 'Dose' });
    await userEvent.clear(input);
    await userEvent.type(input, '0,4');
    expect((input as HTMLInputElement).value).toBe('0,4');
  });

  it("keeps '0,' on the way to '0,4' when the form holds numbers only, and clears on a reset", async () => {
    const sent: (number | null)[] = [];
    function NumbersOnly() {
      const [dose, setDose] = useState<number | null>(null);
      return (
        <>
          <StillNumberInput
            label="Dose"
            value={dose ?? ''}
            onChange={(next) => {
              const number = typeof next === 'number' ? next : null;
              sent.push(number);
              setDose(number);
            }}
          />
          <button type="button" onClick={() => setDose(null)}>
            Vider
          </button>
        </>
      );
    }
    renderWithProviders(<NumbersOnly />);
    const input = screen.getByRole('textbox', { name: 'Dose' });
    await userEvent.type(input, '0,4');
    expect((input as HTMLInputElement).value).toBe('0,4');
    expect(sent.at(-1)).toBe(0.4);
    await userEvent.click(screen.getByRole('button', { name: 'Vider' }));
    expect((input as HTMLInputElement).value).toBe('');
  });
});
