import { render, screen } from '@testing-library/react';
import { Button } from './button';

it('is a plain button unless a form asks for submit, so it never submits a form by accident', () => {
  render(
    <form>
      <Button>Clear</Button>
      <Button type="submit" variant="primary">
        Log in
      </Button>
    </form>,
  );
  expect(screen.getByRole('button', { name: 'Clear' })).toHaveAttribute('type', 'button');
  expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
});

it("lets a caller place it, after the kit's styles, while the variant gives the colours", () => {
  render(
    <>
      <Button>Plain</Button>
      <Button variant="primary" css={{ marginTop: 8 }}>
        Place
      </Button>
    </>,
  );
  const plain = getComputedStyle(screen.getByRole('button', { name: 'Plain' }));
  const place = getComputedStyle(screen.getByRole('button', { name: 'Place' }));
  expect(place.marginTop).toBe('8px');
  expect(place.fontWeight).toBe('600');
  expect(plain.fontWeight).not.toBe('600');
  expect(place.minHeight).toBe(plain.minHeight);
});
