import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { TextField } from './form-field';

it('names its box by its visible label, and hands the box to the caller', () => {
  const ref = createRef<HTMLInputElement>();
  render(<TextField label="Username" ref={ref} name="username" aria-describedby="hint" />);
  const box = screen.getByRole('textbox', { name: 'Username' });
  expect(box).toBe(ref.current);
  expect(box).toHaveAttribute('type', 'text');
  expect(box).toHaveAttribute('aria-describedby', 'hint');
});

it('keeps the type a caller asks for', () => {
  render(<TextField label="Password" type="password" />);
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
});
