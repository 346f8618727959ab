import { fireEvent, render, screen } from '@testing-library/react';
import { ResizedImage } from './resized-image';

it('asks the image service for the shown size, and falls back to the original file', () => {
  render(<ResizedImage path="/api/content/images/eu-logo.svg" width={160} height={40} alt="Logo" />);
  const image = screen.getByRole('img', { name: 'Logo' });
  expect(image).toHaveAttribute('src', '/m/api/content/images/eu-logo.svg?w=160&q=75');
  expect(image).toHaveAttribute('srcset', expect.stringContaining('w=320&q=75 2x'));
  fireEvent.error(image);
  expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/api/content/images/eu-logo.svg');
});
