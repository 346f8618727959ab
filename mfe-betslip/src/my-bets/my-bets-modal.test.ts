import { endCountdown, startCountdown, toggleModal, type MyBetsState } from './my-bets-modal';

const closed: MyBetsState = { modal: 'closed', betsInCountdown: [] };

it('toggling on shows the modal', () => {
  expect(toggleModal(closed, true).modal).toBe('visible');
});

it('toggling off hides it while bets are in countdown, otherwise closes it', () => {
  const counting = startCountdown(toggleModal(closed, true), 'B1');
  expect(toggleModal(counting, false).modal).toBe('hidden');
  expect(toggleModal(toggleModal(closed, true), false).modal).toBe('closed');
});

it('closes when the last countdown bet ends while hidden', () => {
  const hidden = toggleModal(startCountdown(startCountdown(toggleModal(closed, true), 'B1'), 'B2'), false);
  const one = endCountdown(hidden, 'B1');
  expect(one.modal).toBe('hidden');
  expect(endCountdown(one, 'B2')).toEqual({ modal: 'closed', betsInCountdown: [] });
  expect(endCountdown(startCountdown(toggleModal(closed, true), 'B1'), 'B1').modal).toBe('visible');
});
