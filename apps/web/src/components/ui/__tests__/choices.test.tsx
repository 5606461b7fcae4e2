import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceList, ConditionalCheckbox, Radios, SelectField } from '../choices';
import type { Option } from '../inputs';

const COLOURS: Option[] = [
  { value: 'r', label: 'Red' },
  { value: 'g', label: 'Green' },
  { value: 'b', label: 'Blue' },
];

function ControlledList(props: Partial<React.ComponentProps<typeof ChoiceList>> & { start?: string[] }) {
  const [value, setValue] = useState<string[]>(props.start ?? []);
  return (
    <>
      <ChoiceList legend="Colours" name="colours" options={COLOURS} {...props} value={value} onChange={setValue} />
      <output aria-label="chosen">{value.join(',')}</output>
    </>
  );
}

describe('ChoiceList', () => {
  it('is a named group of checkboxes that ticks and unticks options, with its hint and error described', async () => {
    render(<ControlledList start={['g']} hint="Tick any" error="Choose fewer" />);
    const group = screen.getByRole('group', { name: 'Colours' });
    expect(group).toHaveAccessibleDescription('Tick any Choose fewer');
    expect(within(group).getByRole('checkbox', { name: 'Green' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Red' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Blue' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Green' }));
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent(/^b$/);
    expect(screen.getByRole('checkbox', { name: 'Blue' })).toHaveAttribute('name', 'colours');
  });

  it('describes nothing and marks nothing invalid without a hint or an error', () => {
    render(<ControlledList />);
    expect(screen.getByRole('group', { name: 'Colours' })).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('checkbox', { name: 'Red' })).not.toHaveAttribute('aria-invalid');
  });

  it('with a search: shows the choices, then what matches, keeps an untick in view until the search changes', async () => {
    render(
      <ControlledList
        start={['r']}
        search={{ label: 'Find a colour', noMatch: (text) => `Nothing like “${text}”`, initial: ['r'] }}
      />,
    );
    const group = screen.getByRole('group', { name: 'Colours' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['r']);

    const search = screen.getByRole('searchbox', { name: 'Find a colour' });
    await userEvent.type(search, 'bl');
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['b']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Blue' }));

    await userEvent.clear(search);
    // Chosen while searching: both in view once the search is cleared.
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['r', 'b']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Red' }));
    // Unticked by a slip: still there to tick again.
    expect(screen.getByRole('checkbox', { name: 'Red' })).not.toBeChecked();
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent(/^b$/);

    await userEvent.type(search, 'zz');
    expect(within(group).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText('Nothing like “zz”')).toBeInTheDocument();
  });
});

describe('SelectField', () => {
  it('is a labelled select whose blank choice comes first, telling the value chosen', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Colour"
        name="colour"
        options={COLOURS}
        value=""
        onChange={onChange}
        blank="Any"
        error="Pick one"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Colour' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'Red', 'Green', 'Blue']);
    expect(select).toHaveAttribute('name', 'colour');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick one');
    await userEvent.selectOptions(select, 'Green');
    expect(onChange).toHaveBeenCalledWith('g');
  });

  it('without a blank, offers only the options', () => {
    render(<SelectField label="Colour" name="colour" options={COLOURS} value="b" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Colour' });
    expect(within(select).getAllByRole('option')).toHaveLength(3);
    expect(select).toHaveValue('b');
  });
});

describe('Radios', () => {
  it('gives each group its own name, so two groups of one name keep their own choice', async () => {
    function Two() {
      const [first, setFirst] = useState('r');
      const [second, setSecond] = useState('g');
      return (
        <>
          <Radios legend="First" name="colour" options={COLOURS} value={first} onChange={setFirst} />
          <Radios legend="Second" name="colour" options={COLOURS} value={second} onChange={setSecond} />
        </>
      );
    }
    render(<Two />);
    const first = screen.getByRole('group', { name: 'First' });
    const second = screen.getByRole('group', { name: 'Second' });
    const firstName = within(first).getByRole('radio', { name: 'Red' }).getAttribute('name');
    expect(firstName).toMatch(/-colour$/);
    expect(within(second).getByRole('radio', { name: 'Red' }).getAttribute('name')).not.toBe(firstName);

    await userEvent.click(within(first).getByRole('radio', { name: 'Blue' }));
    expect(within(first).getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(within(second).getByRole('radio', { name: 'Green' })).toBeChecked();
  });
});

describe('ConditionalCheckbox', () => {
  it('ticks while available; while unavailable it is disabled, unticked and says what it takes', async () => {
    function Box() {
      const [available, setAvailable] = useState(true);
      const [checked, setChecked] = useState(false);
      return (
        <>
          <ConditionalCheckbox
            name="must.colour"
            label="Must-have"
            checked={checked}
            onChange={setChecked}
            unavailable={available ? undefined : 'Choose a colour first.'}
          />
          <button type="button" onClick={() => setAvailable(!available)}>
            switch
          </button>
        </>
      );
    }
    render(<Box />);
    const box = screen.getByRole('checkbox', { name: 'Must-have' });
    expect(box).toBeEnabled();
    expect(box).not.toHaveAttribute('aria-describedby');
    await userEvent.click(box);
    expect(box).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(box).toBeDisabled();
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Choose a colour first.');

    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(box).toBeChecked();
    expect(screen.queryByText('Choose a colour first.')).not.toBeInTheDocument();
  });
});
