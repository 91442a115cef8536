import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './App';

afterEach(cleanup);

describe('web entry point', () => {
  it('shows the product name and its purpose in French', () => {
    render(<App />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: "Plateforme d'aide à la décision agronomique",
      }),
    ).toBeTruthy();
    expect(screen.getByText(/résultats des modèles agronomiques/)).toBeTruthy();
  });
});
