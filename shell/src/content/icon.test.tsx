import { fireEvent, render } from '@testing-library/react';
import { Icon } from './icon';

it('loads the icon from /m/next/svgs and shows its glyph in the same box when there is none', () => {
  const { container } = render(<Icon type="flags" name="es" glyph="ES" size={18} />);
  const image = container.querySelector('img');
  expect(image).toHaveAttribute('src', '/m/next/svgs/flags/es.svg');
  expect(image).toHaveAttribute('alt', '');
  fireEvent.error(image as HTMLImageElement);
  expect(container.querySelector('img')).toBeNull();
  expect(container.textContent).toBe('ES');
});
