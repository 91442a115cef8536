import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CommentTextarea } from './CommentTextarea';

function Comment({ maxLength }: { maxLength?: number }) {
  const [value, setValue] = useState('');
  return <CommentTextarea value={value} onChange={setValue} maxLength={maxLength} />;
}

describe('CommentTextarea', () => {
  it("is the form's 'Commentaire', keeping what is typed", async () => {
    renderWithProviders(<Comment />);
    const field = screen.getByRole('textbox', { name: 'Commentaire' });
    await userEvent.type(field, 'Semis tardifs');
    expect((field as HTMLTextAreaElement).value).toBe('Semis tardifs');
  });

  it('takes the limits a form gives it', () => {
    renderWithProviders(<Comment maxLength={1000} />);
    expect(screen.getByRole('textbox', { name: 'Commentaire' }).getAttribute('maxlength')).toBe(
      '1000',
    );
  });
});
