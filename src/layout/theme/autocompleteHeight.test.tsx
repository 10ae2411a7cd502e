import Autocomplete from '@mui/material/Autocomplete';
import { createTheme, ThemeProvider, type ThemeOptions } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_LIST_MAX_HEIGHT_PX, AUTOCOMPLETE_ROW_HEIGHT_PX } from '../../../shared/constants';
import { darkTheme, lightTheme } from './themes';

const OPTIONS = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'];

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('an autocomplete in the %s theme (spec 001 §9)', (_name, theme) => {
  it('opens a dropdown at most 120 px high, of rows of 40 px', () => {
    render(
      <ThemeProvider theme={createTheme(theme as ThemeOptions)}>
        <Autocomplete
          open
          options={OPTIONS}
          renderInput={(params) => <TextField {...params} label="Pick" />}
        />
      </ThemeProvider>,
    );
    const listbox = screen.getByRole('listbox');
    expect(AUTOCOMPLETE_LIST_MAX_HEIGHT_PX).toBe(120);
    expect(getComputedStyle(listbox).maxHeight).toBe(`${AUTOCOMPLETE_LIST_MAX_HEIGHT_PX}px`);
    expect(getComputedStyle(listbox).paddingTop).toBe('0px');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(OPTIONS.length);
    for (const option of options) {
      expect(getComputedStyle(option).minHeight).toBe(`${AUTOCOMPLETE_ROW_HEIGHT_PX}px`);
    }
  });
});
