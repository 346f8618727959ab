import { addTranslations, initI18n } from '@sportsbook/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { betslipTranslations } from '../i18n/translations';
import { StakeInput } from './stake-input';

beforeAll(async () => {
  initI18n('en');
  await addTranslations('betslip', betslipTranslations);
});
afterEach(() => act(() => void i18next.changeLanguage('en')));

function renderInput(value = '') {
  const onChange = jest.fn();
  render(<StakeInput label="Stake for Arsenal" value={value} onChange={onChange} />);
  return { onChange, field: screen.getByRole('textbox', { name: 'Stake for Arsenal' }) };
}

it('reads "10,5" as ten and a half in Spanish and shows the slip stake with a comma', async () => {
  await act(() => i18next.changeLanguage('es'));
  const { onChange, field } = renderInput('7.25');
  expect(field).toHaveValue('7,25');
  fireEvent.change(field, { target: { value: '10,5' } });
  expect(onChange).toHaveBeenCalledWith('10.5', false);
});

it('strips thousands commas in English (spec §5)', () => {
  const { onChange, field } = renderInput();
  fireEvent.change(field, { target: { value: '1,000.5' } });
  expect(onChange).toHaveBeenCalledWith('1000.5', false);
});

it('refuses a character that cannot be part of an amount, says which, and holds no stake meanwhile', () => {
  const { onChange, field } = renderInput('12');
  fireEvent.change(field, { target: { value: '12a' } });
  expect(onChange).toHaveBeenLastCalledWith('', true);
  expect(field).toHaveValue('12a');
  expect(screen.getByRole('alert')).toHaveTextContent('“a” cannot be part of a stake');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  fireEvent.change(field, { target: { value: '125' } });
  expect(onChange).toHaveBeenLastCalledWith('125', false);
  expect(screen.queryByRole('alert')).toBeNull();
});
