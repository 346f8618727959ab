import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HoverMenu } from './hover-menu';

const renderMenu = () =>
  render(
    <>
      <HoverMenu label="More" trigger={<span>More</span>}>
        <li>
          <a href="#jackpot">Jackpot</a>
        </li>
      </HoverMenu>
      <p>Outside</p>
    </>,
  );

it('stays open when the pointer that hovered it open clicks its toggle', async () => {
  renderMenu();
  const toggle = screen.getByRole('button', { name: 'More' });
  // userEvent moves the pointer onto the toggle (hover opens) before it clicks.
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.unhover(toggle);
  expect(screen.getByRole('link', { name: 'Jackpot' })).toBeVisible();
});

it('opens on hover and closes when the pointer leaves, unless pinned', async () => {
  renderMenu();
  const toggle = screen.getByRole('button', { name: 'More' });
  await userEvent.hover(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.unhover(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

it('closes a pinned menu on a second click, an outside press or Escape', async () => {
  renderMenu();
  const toggle = screen.getByRole('button', { name: 'More' });
  await userEvent.click(toggle);
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  await userEvent.click(screen.getByText('Outside'));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  await userEvent.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
